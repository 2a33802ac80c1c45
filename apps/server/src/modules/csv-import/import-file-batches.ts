import type { StartImportFileRequest } from '@porchlight/domain/csv-import/import-api-schemas';
import type { ImportBook } from '@porchlight/domain/csv-import/book-matching';
import { MAX_REPORTED_ROW_ERRORS, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { MAX_IMPORT_FILE_ROWS, type ImportProgress } from '@porchlight/domain/csv-import/import-file';
import { createTableStream } from '@porchlight/domain/csv-import/table-stream';
import type { CsvImportRepository } from './csv-import.repository.ts';
import { inflateEach, readRecords } from './import-file-reader.ts';
import type { ConvertedBatch, RowBatch } from './import-row-batches.ts';
import { inProcessConverters, workerConverters } from './import-row-workers.ts';

/** Rows per stored batch of COPY text (a few megabytes before deflating). */
export const IMPORT_BATCH_ROWS = 10_000;
/** A file this large is converted by worker threads; a smaller one in process (starting threads costs more). */
const THREADS_FROM_FILE_BYTES = 4 * 1024 * 1024;
/** Records handed to a converter at a time, and how many such batches may wait at once. */
const ROWS_PER_CONVERTED_BATCH = 1_000;
/** A batch ends sooner if its cells hold this much text: an import thread's heap is small (decision 029). */
const CHARS_PER_CONVERTED_BATCH = 1_000_000;
const MAX_BATCHES_IN_FLIGHT = 6;
/** How often a running import records how far it is. */
const PROGRESS_EVERY_MS = 500;

/** A file import that cannot go on, and why (told to the agent; nothing is written). */
export class ImportFailure extends Error {}

/** The agent cancelled the import while it was being read. */
export class ImportCancelled extends Error {}

/** What reading the file found: counts, the first row errors, and how far it is. */
export type ReadStats = { progress: ImportProgress; errors: string[]; errorCount: number; valid: number; invalid: number };

/** The options the agent confirmed in the import dialog. */
export type ConfirmedOptions = Pick<
  StartImportFileRequest,
  'headers' | 'mapping' | 'format' | 'duplicates' | 'up_to_limit' | 'stage_choices'
> & {
  start_automations?: boolean;
};

type ReadDeps = {
  repo: Pick<CsvImportRepository, 'setProgress' | 'chunks'>;
  importThreads: number;
  book?: (userId: string) => Promise<ImportBook>;
};

/** The account's book with the agent's stage choices of the preview (a choice of no stage of theirs is ignored). */
async function bookWithChoices(book: ReadDeps['book'], userId: string, choices: Record<string, string> | undefined) {
  const found = await book?.(userId);
  return found && choices ? { ...found, stageChoices: choices } : found;
}

const count = (n: number) => n.toLocaleString('en-US');
const sameHeaders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((h, i) => h.trim() === (b[i] ?? '').trim());

/**
 * Reads the stored file: records parsed as the dialog read them, the header row checked
 * against the one the agent mapped, each row converted and validated, and the valid ones
 * handed on as COPY text in batches. Row errors are counted in `stats`, the first ones kept.
 */
export async function* readBatches(
  { repo, importThreads, book }: ReadDeps,
  id: string,
  userId: string,
  entity: ImportEntity,
  options: ConfirmedOptions,
  chunkCount: number,
  fileBytes: number,
  stats: ReadStats,
) {
  const { progress, errors } = stats;
  let lastReport = 0;
  const report = async (force = false) => {
    if (!force && Date.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = Date.now();
    if (!(await repo.setProgress(id, 'reading', progress))) throw new ImportCancelled();
  };
  await report(true);

  // This thread parses; the converting, validating and COPY text (most of the work) is done by
  // worker threads for a large file, so it overlaps with the parsing and with the database.
  // They start before the file is read (loading the domain's code takes them a second or so):
  // with the headers the agent confirmed, which the file's must equal once trimmed (checked
  // below, and the file's are trimmed), so every row converts as with the file's own.
  const context = {
    entity,
    userId,
    importId: id,
    headers: options.headers.map((h) => h.trim()),
    mapping: options.mapping,
    format: options.format,
    book: entity === 'leads' ? await bookWithChoices(book, userId, options.stage_choices) : undefined,
    duplicates: options.duplicates,
  };
  const converters =
    importThreads > 0 && fileBytes >= THREADS_FROM_FILE_BYTES ? workerConverters(context, importThreads) : inProcessConverters(context);
  const inFlight: Promise<ConvertedBatch>[] = [];
  let records: RowBatch = { records: [], rowNumbers: [] };
  let recordChars = 0;
  const send = () => {
    if (records.records.length === 0) return;
    const converted = converters.convert(records);
    converted.catch(() => {}); // awaited in order below; a failure must not go unhandled meanwhile
    inFlight.push(converted);
    records = { records: [], rowNumbers: [] };
    recordChars = 0;
  };
  let texts: string[] = [];
  let rowsInTexts = 0;
  const take = (batch: ConvertedBatch) => {
    stats.valid += batch.valid;
    stats.invalid += batch.invalid;
    stats.errorCount += batch.errorCount;
    for (const error of batch.errors) if (errors.length < MAX_REPORTED_ROW_ERRORS) errors.push(error);
    if (batch.text) texts.push(batch.text);
    rowsInTexts += batch.valid;
  };
  const full = () => rowsInTexts >= IMPORT_BATCH_ROWS;
  const flush = () => {
    const text = texts.join('');
    texts = [];
    rowsInTexts = 0;
    return text;
  };

  let headersMatch = true;
  const table = createTableStream(entity, {
    headers: (headers) => {
      headersMatch = sameHeaders(headers, options.headers);
    },
    row: (record, rowNumber) => {
      if (!headersMatch)
        throw new ImportFailure(
          'The file’s columns are not the ones you mapped (was the file changed after its preview?). Start the import again.',
        );
      progress.rows_read += 1;
      if (progress.rows_read > MAX_IMPORT_FILE_ROWS)
        throw new ImportFailure(`A file may hold at most ${count(MAX_IMPORT_FILE_ROWS)} rows; split it and import each part.`);
      records.records.push(record);
      records.rowNumbers.push(rowNumber);
      for (const cell of record) recordChars += cell.length;
      if (records.records.length >= ROWS_PER_CONVERTED_BATCH || recordChars >= CHARS_PER_CONVERTED_BATCH) send();
    },
  });
  try {
    for await (const record of readRecords(
      inflateEach(repo.chunks(id, chunkCount)),
      options.format,
      (read) => (progress.bytes_read = Math.min(read, fileBytes)),
    )) {
      table.push(record);
      while (inFlight.length > MAX_BATCHES_IN_FLIGHT) {
        take(await inFlight.shift()!);
        if (full()) yield flush();
      }
      await report();
    }
    table.end();
    if (!headersMatch)
      throw new ImportFailure(
        'The file’s columns are not the ones you mapped (was the file changed after its preview?). Start the import again.',
      );
    send();
    while (inFlight.length > 0) {
      take(await inFlight.shift()!);
      if (full()) yield flush();
    }
    if (rowsInTexts > 0) yield flush();
  } finally {
    await converters.close();
  }
  progress.bytes_read = fileBytes;
  await report(true);
}
