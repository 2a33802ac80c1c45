import { autoMapColumns, type AutoMapResult, type ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import { MAX_REPORTED_ROW_ERRORS, PREVIEW_ROW_COUNT, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { convertTable, toCsvTable, type CsvTable } from '@porchlight/domain/csv-import/import-pipeline';
import type { ImportRowOf } from '@porchlight/domain/csv-import/row-validation';
import { readCsvFile } from './read-csv-file';

export type LoadedFile = {
  headers: string[];
  /** The first records as read, for the mapping step's example values. */
  sampleRecords: string[][];
  totalRows: number;
  parseErrors: string[];
  /** Null when auto-mapping failed (spec 001 §4: go to the preview). */
  autoMap: AutoMapResult | null;
};

export type PreviewSummary = {
  /** The first 5 rows as converted (spec 001 §9). */
  sample: Record<string, unknown>[];
  total: number;
  validCount: number;
  invalidCount: number;
  /** Row errors, the first 100; `errorCount` says how many in all. */
  errors: string[];
  errorCount: number;
};

/**
 * One file being imported: its parsed table, and after mapping its converted, validated rows.
 * Lives in the import worker (or on the page where workers are missing, as in tests), so a
 * 100,000-row file is read, converted and checked off the main thread.
 */
export function createImportSession() {
  let entity: ImportEntity = 'leads';
  let table: CsvTable = { headers: [], records: [], rowNumbers: [] };
  let valid: unknown[] = [];
  let validRowNumbers: number[] = [];

  return {
    async load(nextEntity: ImportEntity, file: Blob, onProgress?: (fraction: number) => void): Promise<LoadedFile> {
      entity = nextEntity;
      valid = [];
      validRowNumbers = [];
      const { records, parseErrors } = await readCsvFile(file, onProgress);
      table = toCsvTable(entity, records);
      let autoMap: AutoMapResult | null = null;
      try {
        autoMap = table.headers.length > 0 ? autoMapColumns(entity, table.headers) : null;
      } catch {
        autoMap = null;
      }
      return { headers: table.headers, sampleRecords: table.records.slice(0, PREVIEW_ROW_COUNT), totalRows: table.records.length, parseErrors, autoMap };
    },

    convert(mapping: ColumnMapping): PreviewSummary {
      const result = convertTable(entity, table, mapping, PREVIEW_ROW_COUNT);
      valid = result.valid;
      validRowNumbers = result.validRowNumbers;
      return {
        sample: result.sample,
        total: result.total,
        validCount: result.valid.length,
        invalidCount: result.invalidRowCount,
        errors: result.errors.slice(0, MAX_REPORTED_ROW_ERRORS),
        errorCount: result.errors.length,
      };
    },

    /** A slice of the valid rows (handed over in slices so no single message is huge). */
    validRows(start: number, count: number): { rows: ImportRowOf<ImportEntity>[]; rowNumbers: number[] } {
      return { rows: valid.slice(start, start + count) as ImportRowOf<ImportEntity>[], rowNumbers: validRowNumbers.slice(start, start + count) };
    },
  };
}
export type ImportSession = ReturnType<typeof createImportSession>;
