import { autoMapColumns, type AutoMapResult, type ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import { createRowConverter } from '@porchlight/domain/csv-import/convert-row';
import { MAX_REPORTED_ROW_ERRORS, PREVIEW_ROW_COUNT, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileFormat } from '@porchlight/domain/csv-import/import-file';
import { STYLE_SAMPLE_ROWS, detectValueStyle } from '@porchlight/domain/csv-import/import-format';
import { MAX_SKIPPED_ROWS_SHOWN, convertTable, toCsvTable, type CsvTable } from '@porchlight/domain/csv-import/import-pipeline';
import { validateImportRow } from '@porchlight/domain/csv-import/row-validation';
import { countRowsMissingLocation, previewColumns, type ColumnPreview } from '@porchlight/domain/csv-import/import-preview';
import { createTableStream, type SkippedRow } from '@porchlight/domain/csv-import/table-stream';
import { readCsvSample, scanCsvFile } from './read-csv-file';

export type LoadedFile = {
  isBinary: false;
  headers: string[];
  /** The first records as read, for the mapping step's example values. */
  sampleRecords: string[][];
  /** How the file is written (encoding, delimiter, number and date style), sent with the import. */
  format: ImportFileFormat;
  parseErrors: string[];
  /** Null when auto-mapping failed (spec 001 §4: go to the preview). */
  autoMap: AutoMapResult | null;
};
/** A binary file under a .csv name: the dialog says only CSV files are supported. */
export type BinaryFile = { isBinary: true };

export type PreviewSummary = {
  /** The first 5 rows as converted (spec 001 §9). */
  sample: Record<string, unknown>[];
  /** Counts so far: of the sample at first, of the whole file once `checked` is 1. */
  total: number;
  validCount: number;
  invalidCount: number;
  /** Row errors, the first 100; `errorCount` says how many in all. */
  errors: string[];
  errorCount: number;
  /** How much of the file the counts cover, 0–1. */
  checked: number;
  /** Per column: what it is imported as, and sample values before and after conversion. */
  columns: ColumnPreview[];
  /** Valid property rows without a city or a state (they import without them). */
  missingLocation: number;
  /** Valid lead rows by the file's stage and by its "Assigned To" ('' when empty), for what the import will do with them. */
  stages: Record<string, number>;
  owners: Record<string, number>;
  /** Rows that are no records (a title, filters, a report's footer), with why: skipped, never counted (issue 50). */
  skipped: SkippedRow[];
};

/** Counts a valid lead row's stage and owner as the file names them. */
function countBook(row: Record<string, unknown>, into: Pick<PreviewSummary, 'stages' | 'owners'>) {
  const stage = typeof row.stage === 'string' ? row.stage : '';
  const owner = typeof row.assigned_to === 'string' ? row.assigned_to : '';
  into.stages[stage] = (into.stages[stage] ?? 0) + 1;
  into.owners[owner] = (into.owners[owner] ?? 0) + 1;
}

/** How many examples each column shows in the preview. */
const COLUMN_EXAMPLES = 2;

/**
 * One file being imported. The preview comes from a sample (the first megabyte) so it shows at
 * once; the whole file is then checked as a stream, counting rows and errors without holding
 * them. Lives in the import worker (or on the page where workers are missing, as in tests).
 */
export function createImportSession() {
  let entity: ImportEntity = 'leads';
  let file: Blob | null = null;
  let sample: CsvTable = { headers: [], records: [], rowNumbers: [] };
  let format: ImportFileFormat | null = null;
  let wholeFileInSample = false;
  let scanGeneration = 0;

  return {
    async load(nextEntity: ImportEntity, chosen: Blob): Promise<LoadedFile | BinaryFile> {
      entity = nextEntity;
      file = null;
      scanGeneration += 1;
      const read = await readCsvSample(chosen);
      if (read.isBinary) return read; // nothing to preview or scan
      file = chosen;
      wholeFileInSample = read.isWholeFile;
      sample = toCsvTable(entity, read.records);
      const styleRows = sample.records.slice(0, STYLE_SAMPLE_ROWS);
      format = { ...read.format, ...detectValueStyle(sample.headers, styleRows, read.format.delimiter) };
      let autoMap: AutoMapResult | null = null;
      try {
        autoMap = sample.headers.length > 0 ? autoMapColumns(entity, sample.headers, styleRows, format) : null;
      } catch {
        autoMap = null;
      }
      return {
        isBinary: false,
        headers: sample.headers,
        sampleRecords: sample.records.slice(0, PREVIEW_ROW_COUNT),
        format,
        parseErrors: read.parseErrors,
        autoMap,
      };
    },

    /** The preview from the sample, at once. */
    convert(mapping: ColumnMapping): PreviewSummary {
      const result = convertTable(entity, sample, mapping, PREVIEW_ROW_COUNT, format ?? undefined);
      const book = { stages: {}, owners: {} };
      if (entity === 'leads') for (const row of result.valid) countBook(row as Record<string, unknown>, book);
      return {
        ...book,
        skipped: sample.skipped ?? [],
        columns: previewColumns(entity, sample.headers, mapping, sample.records, format ?? undefined, COLUMN_EXAMPLES),
        missingLocation: entity === 'properties' ? countRowsMissingLocation(result.valid) : 0,
        sample: result.sample,
        total: result.total,
        validCount: result.valid.length,
        invalidCount: result.invalidRowCount,
        errors: result.errors.slice(0, MAX_REPORTED_ROW_ERRORS),
        errorCount: result.errors.length,
        checked: wholeFileInSample ? 1 : 0,
      };
    },

    /**
     * Checks every row of the file under the mapping, as a stream; `onProgress` hears the counts
     * as they grow. A newer scan (the mapping changed) makes an older one stop.
     */
    async scan(mapping: ColumnMapping, onProgress?: (summary: PreviewSummary) => void): Promise<PreviewSummary> {
      const generation = ++scanGeneration;
      const preview = this.convert(mapping);
      if (wholeFileInSample || !file || !format) return preview;
      const counts: PreviewSummary = {
        ...preview,
        total: 0,
        validCount: 0,
        invalidCount: 0,
        errors: [],
        errorCount: 0,
        checked: 0,
        missingLocation: 0,
        stages: {},
        owners: {},
        skipped: [],
      };
      let convert: ReturnType<typeof createRowConverter> | null = null;
      const table = createTableStream(entity, {
        headers: (headers) => (convert = createRowConverter(entity, headers, mapping, format ?? undefined)),
        row: (record, rowNumber) => {
          counts.total += 1;
          let check: ReturnType<typeof validateImportRow>;
          try {
            check = validateImportRow(entity, convert!(record), rowNumber);
          } catch {
            check = { ok: false, errors: [`Row ${rowNumber}: Invalid data format`] };
          }
          if (check.ok) {
            counts.validCount += 1;
            if (entity === 'properties') counts.missingLocation += countRowsMissingLocation([check.row]);
            else countBook(check.row as Record<string, unknown>, counts);
          } else {
            counts.invalidCount += 1;
            counts.errorCount += check.errors.length;
            for (const error of check.errors) if (counts.errors.length < MAX_REPORTED_ROW_ERRORS) counts.errors.push(error);
          }
        },
        skipped: (row) => {
          if (counts.skipped.length < MAX_SKIPPED_ROWS_SHOWN) counts.skipped.push(row);
        },
      });
      const finished = await scanCsvFile(file, format, (records, fraction) => {
        if (generation !== scanGeneration) return false;
        for (const record of records) table.push(record);
        counts.checked = fraction;
        onProgress?.({
          ...counts,
          errors: [...counts.errors],
          stages: { ...counts.stages },
          owners: { ...counts.owners },
          skipped: [...counts.skipped],
        });
        return true;
      });
      if (!finished) return counts;
      table.end();
      return { ...counts, checked: 1 };
    },
  };
}
export type ImportSession = ReturnType<typeof createImportSession>;
