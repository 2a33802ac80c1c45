import crypto from 'node:crypto';
import type { ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import type { ImportBook } from '@porchlight/domain/csv-import/book-matching';
import { createRowConverter } from '@porchlight/domain/csv-import/convert-row';
import { MAX_REPORTED_ROW_ERRORS, type DuplicateMode, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileFormat } from '@porchlight/domain/csv-import/import-file';
import { validateImportRow } from '@porchlight/domain/csv-import/row-validation';
import { createCopyRowWriter } from './import-copy-rows.ts';

/** What a batch of the file's records is read with: the same for every batch of one import. */
export type RowBatchContext = {
  entity: ImportEntity;
  userId: string;
  importId: string;
  headers: string[];
  mapping: ColumnMapping;
  format: Pick<ImportFileFormat, 'decimalSeparator' | 'dateOrder'>;
  /** A lead import's account: its stages and people, that the file's stage and owner are matched to. */
  book?: ImportBook;
  /** What the import does with a row that repeats a record (an update keeps a stage the file does not name). */
  duplicates?: DuplicateMode;
};

/** Records of the file with their row numbers (as the agent counts them). */
export type RowBatch = { records: string[][]; rowNumbers: number[] };

/** A batch read: the valid rows as COPY text, and the invalid ones counted with their first errors. */
export type ConvertedBatch = { text: string; valid: number; invalid: number; errorCount: number; errors: string[] };

/**
 * Converts, validates and writes as COPY text the records of one import, batch by batch. Pure
 * work with no I/O: it runs in the import's worker threads, or in process for a small file.
 */
export function createRowBatchConverter(context: RowBatchContext) {
  const { entity, userId, importId, headers, mapping, format, book, duplicates } = context;
  const convert = createRowConverter(entity, headers, mapping, { decimalSeparator: format.decimalSeparator, dateOrder: format.dateOrder });
  const lineOf = createCopyRowWriter(entity, userId, importId, book, duplicates);
  return ({ records, rowNumbers }: RowBatch): ConvertedBatch => {
    const lines: string[] = [];
    const out: ConvertedBatch = { text: '', valid: 0, invalid: 0, errorCount: 0, errors: [] };
    for (let i = 0; i < records.length; i++) {
      const rowNumber = rowNumbers[i]!;
      let rowErrors: string[];
      try {
        const check = validateImportRow(entity, convert(records[i]!), rowNumber);
        if (check.ok) {
          out.valid += 1;
          lines.push(lineOf(crypto.randomUUID(), rowNumber, check.row as Record<string, unknown>));
          continue;
        }
        rowErrors = check.errors;
      } catch {
        rowErrors = [`Row ${rowNumber}: Invalid data format`];
      }
      out.invalid += 1;
      out.errorCount += rowErrors.length;
      for (const error of rowErrors) if (out.errors.length < MAX_REPORTED_ROW_ERRORS) out.errors.push(error);
    }
    out.text = lines.join('');
    return out;
  };
}
