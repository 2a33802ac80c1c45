/** A path on our own site ("/leads?id=..."), never another site ("//evil", "https://..."). Kept apart from the schemas so the app's first script needs no zod. */
export const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
