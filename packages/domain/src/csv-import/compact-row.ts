/**
 * A converted row carries every import field, most of them null. Leaving the nulls out makes a
 * row about a third of the size on the wire and in staging, and changes nothing: an absent field
 * is read as null by the server's validation and by jsonb_to_record, exactly like an explicit one.
 */
export function compactRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

/** The same for JSON.stringify, without building a copy of each row first. */
export const dropEmptyFields = (_key: string, value: unknown) => (value === null ? undefined : value);
