import type { ColumnMapping } from './auto-map';
import { createRowConverter, type ConvertedRow } from './convert-row';
import { createTableStream, type SkippedRow } from './table-stream';
import type { ImportEntity } from './import-constants';
import type { ValueStyle } from './import-format';
import { formatRowError, validateImportRow, type ImportRowOf } from './row-validation';

export type CsvTable = {
  headers: string[];
  records: string[][];
  /** How the user counts each record: its row in the file (the header row counts, as in a spreadsheet). */
  rowNumbers: number[];
  /** Rows that are no records (a title above the header row, a report's footer), with why; the first ones. */
  skipped?: SkippedRow[];
};

/** How many skipped rows a table keeps to show (a file of notes is still said in a few lines). */
export const MAX_SKIPPED_ROWS_SHOWN = 20;

/**
 * Finds the header row (skipping notes above it) and keeps the records below it that carry data:
 * blank and padding-only rows and report footers (copyright, disclaimers, counts, totals) go.
 */
export function toCsvTable(entity: ImportEntity, allRecords: readonly string[][]): CsvTable {
  const table: CsvTable & { skipped: SkippedRow[] } = { headers: [], records: [], rowNumbers: [], skipped: [] };
  const stream = createTableStream(entity, {
    headers: (headers) => (table.headers = headers),
    row: (record, rowNumber) => {
      table.records.push(record);
      table.rowNumbers.push(rowNumber);
    },
    skipped: (row) => {
      if (table.skipped.length < MAX_SKIPPED_ROWS_SHOWN) table.skipped.push(row);
    },
  });
  for (const record of allRecords) stream.push(record);
  stream.end();
  return table;
}

export type ConvertedTable<E extends ImportEntity> = {
  valid: ImportRowOf<E>[];
  validRowNumbers: number[];
  /** The first rows as converted, valid or not (the preview). */
  sample: ConvertedRow[];
  errors: string[];
  invalidRowCount: number;
  total: number;
};

/**
 * Converts (spec 001 §5) and validates every record; `sampleSize` converted rows are kept for the
 * preview; `style` is the file's number and date style (US style when not given).
 */
export function convertTable<E extends ImportEntity>(
  entity: E,
  table: CsvTable,
  mapping: ColumnMapping,
  sampleSize = 0,
  style?: ValueStyle,
): ConvertedTable<E> {
  const convert = createRowConverter(entity, table.headers, mapping, style);
  const out: ConvertedTable<E> = {
    valid: [],
    validRowNumbers: [],
    sample: [],
    errors: [],
    invalidRowCount: 0,
    total: table.records.length,
  };
  table.records.forEach((record, i) => {
    const rowNumber = table.rowNumbers[i] ?? i + 2;
    let converted: ConvertedRow;
    try {
      converted = convert(record);
    } catch {
      out.errors.push(formatRowError(rowNumber, null));
      out.invalidRowCount += 1;
      return;
    }
    if (out.sample.length < sampleSize) out.sample.push(converted);
    const check = validateImportRow(entity, converted, rowNumber);
    if (check.ok) {
      out.valid.push(check.row);
      out.validRowNumbers.push(rowNumber);
    } else {
      out.errors.push(...check.errors);
      out.invalidRowCount += 1;
    }
  });
  return out;
}
