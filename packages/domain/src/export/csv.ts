/**
 * Characters a spreadsheet reads as the start of a formula. The spec names =, +, - and @;
 * OWASP adds tab and carriage return, which some spreadsheets also honour.
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** A cell that would start a formula gets a leading apostrophe, so it is shown as text. */
export function neutraliseFormula(cell: string): string {
  return (FORMULA_TRIGGERS as readonly string[]).includes(cell.charAt(0)) ? `'${cell}` : cell;
}

/**
 * RFC 4180: quote a cell holding a comma, quote or line break, doubling its quotes. The one CSV
 * quoting rule: exports and the import templates both write through it.
 */
export function quoteCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export const CSV_LINE_END = '\r\n';

/** One CSV line: every cell neutralised, then quoted. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((c) => quoteCell(neutraliseFormula(c))).join(',') + CSV_LINE_END;
}

/** A whole CSV document (header first). Large exports call csvLine per row instead. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvLine(headers) + rows.map(csvLine).join('');
}

/** A file name like "properties-2025-05-31.csv". */
export function exportFileName(entity: 'properties' | 'leads', now = new Date()): string {
  return `${entity}-${now.toISOString().slice(0, 10)}.csv`;
}
