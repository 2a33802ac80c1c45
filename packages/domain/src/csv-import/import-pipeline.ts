import type { ColumnMapping } from './auto-map';
import { createRowConverter, type ConvertedRow } from './convert-row';
import { findHeaderRowIndex, isBlankRecord } from './header-row';
import type { ImportEntity } from './import-constants';
import { formatRowError, validateImportRow, type ImportRowOf } from './row-validation';

export type CsvTable = {
  headers: string[];
  records: string[][];
  /** How the user counts each record: its row in the file (the header row counts, as in a spreadsheet). */
  rowNumbers: number[];
};

/** Finds the header row (skipping notes above it) and keeps the non-blank records below it. */
export function toCsvTable(entity: ImportEntity, allRecords: readonly string[][]): CsvTable {
  const headerIndex = findHeaderRowIndex(entity, allRecords);
  const headers = (allRecords[headerIndex] ?? []).map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
  const records: string[][] = [];
  const rowNumbers: number[] = [];
  for (let i = headerIndex + 1; i < allRecords.length; i++) {
    const record = allRecords[i]!;
    if (isBlankRecord(record)) continue;
    records.push(record);
    rowNumbers.push(i + 1);
  }
  return { headers, records, rowNumbers };
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

/** Converts (spec 001 §5) and validates every record; `sampleSize` converted rows are kept for the preview. */
export function convertTable<E extends ImportEntity>(entity: E, table: CsvTable, mapping: ColumnMapping, sampleSize = 0): ConvertedTable<E> {
  const convert = createRowConverter(entity, table.headers, mapping);
  const out: ConvertedTable<E> = { valid: [], validRowNumbers: [], sample: [], errors: [], invalidRowCount: 0, total: table.records.length };
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
