/** How a list names its records: "property" / "properties". */
export type RecordNouns = { one: string; many: string };

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
