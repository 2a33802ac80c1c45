const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

/**
 * A file is taken as CSV by its name (".csv"), which is what the picker filters on. A dropped file
 * without an extension counts when the browser says it is CSV (Windows reports CSV files as
 * application/vnd.ms-excel, so that type only counts together with the extension-less name).
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return true;
  return !name.includes('.') && CSV_TYPES.has(file.type);
}
