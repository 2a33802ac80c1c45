/** A converted row: the entity's fields with stored types (before validation). */
export type ConvertedRow = Record<string, unknown>;

/** A record's cells read by mapping target (convert-row's cell reader). */
export type Cells = {
  first: (target: string) => string | null;
  all: (target: string) => string[];
  /** Every value of the target's columns with its column's header, in priority order. */
  withHeaders: (target: string) => { value: string; header: string }[];
};
