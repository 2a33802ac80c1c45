import crypto from 'node:crypto';
import { summarizeMapping } from '@porchlight/domain/csv-import/auto-map';
import { BINARY_CHECK_BYTES, NON_CSV_MESSAGE, isBinaryFile } from '@porchlight/domain/csv-import/binary-file';
import type {
  ImportContextResponse,
  ImportResult,
  ImportRowsRequest,
  StartImportFileRequest,
} from '@porchlight/domain/csv-import/import-api-schemas';
import {
  ENTITY_NOUNS,
  MAX_OPEN_STAGED_IMPORTS,
  STAGED_IMPORT_IDLE_MINUTES,
  STAGED_IMPORT_TTL_HOURS,
  type DuplicateMode,
  type ImportEntity,
} from '@porchlight/domain/csv-import/import-constants';
import {
  IMPORT_FILE_PART_MAX_BYTES,
  isImportFinished,
  type ImportFileResult,
  type ImportFileView,
} from '@porchlight/domain/csv-import/import-file';
import { IMPORT_TARGETS } from '@porchlight/domain/csv-import/import-targets';
import type { ImportBook } from '@porchlight/domain/csv-import/book-matching';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard, LimitedFeature } from '../billing/limit-guard.ts';
import type { CsvImportRepository, WriteCounts } from './csv-import.repository.ts';
import { checkRows, count, importEvents, limitMessage } from './import-answers.ts';
import { createCopyRowWriter } from './import-copy-rows.ts';
import {
  IMPORT_BATCH_ROWS,
  ImportCancelled,
  ImportFailure,
  readBatches,
  type ConfirmedOptions,
  type ReadStats,
} from './import-file-batches.ts';
import { deflate, inflateEach } from './import-file-reader.ts';
import { defaultImportThreads } from './import-row-workers.ts';

export { IMPORT_BATCH_ROWS, ImportFailure };

/** After this many rows written, the table's statistics are refreshed (ANALYZE). */
export const ANALYZE_AFTER_ROWS = 1_000;
/** The most one row of an export takes (a 250-column MLS row is about 4 KB), and room for its header and notes. */
const MAX_BYTES_PER_ROW = 8 * 1024;
const FILE_HEADROOM_BYTES = 1024 * 1024;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Finished imports stay listed (what each did) this long. */
const FINISHED_IMPORT_KEEP_DAYS = 30;

const LIMITS: Record<ImportEntity, LimitedFeature> = { properties: 'maxProperties', leads: 'maxLeads' };

type Deps = {
  repo: CsvImportRepository;
  limits: LimitGuard;
  /** Enqueues the job that reads and writes a file import, in the caller's transaction. */
  enqueueRun?: (tx: Parameters<Parameters<CsvImportRepository['queue']>[2]>[0], importId: string, userId: string) => Promise<unknown>;
  /**
   * After a large write the table's statistics are refreshed (PGlite has no autovacuum): queued,
   * so the agent's import is done when its rows are, not after the ANALYZE.
   */
  onLargeWrite?: (entity: ImportEntity) => Promise<unknown>;
  /** Called after an import created or updated records (open lists on other devices reload). */
  onImported?: (userId: string, entity: ImportEntity, count: number) => Promise<void> | void;
  /** Worker threads that convert a large file's rows (0: all in this thread; two at most by default). */
  importThreads?: number;
  /** The account's pipeline stages and people, that a lead import's stages and owners are matched to. */
  book?: (userId: string) => Promise<ImportBook>;
};

/** A reason an import cannot go on, told to the agent as it is; the import writes nothing. */

export function createCsvImportService({
  repo,
  limits,
  enqueueRun,
  onLargeWrite,
  onImported,
  importThreads = defaultImportThreads(),
  book,
}: Deps) {
  const bookOf = async (entity: ImportEntity, userId: string) => (entity === 'leads' ? await book?.(userId) : undefined);

  /**
   * Writes an import holding the limit's lock: the agent's imports and single creates of this
   * entity wait for each other, so the duplicate check and the limit stay true until the rows
   * are written. The limit is read before the transaction (PGlite has one connection) and
   * checked inside it, once the duplicates are known.
   */
  async function write(
    entity: ImportEntity,
    userId: string,
    importId: string,
    duplicates: DuplicateMode,
    source: Parameters<CsvImportRepository['writeImport']>[3]['source'],
    extra: {
      invalid?: number;
      fileName?: string;
      startAutomations?: boolean;
      upToLimit?: boolean;
      finish?: (tx: Parameters<typeof source>[0], counts: WriteCounts) => Promise<void>;
    } = {},
  ): Promise<WriteCounts> {
    const feature = LIMITS[entity];
    // An update writes no stage for rows that name none of ours: the leads it adds start in the first.
    const firstStageId = duplicates === 'update' ? (await bookOf(entity, userId))?.stages[0]?.id : undefined;
    const counts = await limits.exclusive(userId, feature, async () => {
      const status = await limits.status(userId, feature);
      return repo.writeImport(entity, userId, importId, {
        duplicates,
        source,
        // "Import the first N": the plan's room, the file's first new rows.
        fit: extra.upToLimit && Number.isFinite(status.remaining) ? Math.max(0, status.remaining) : undefined,
        check: (c) => {
          if (c.inserted > status.remaining)
            throw new HttpError(402, limitMessage(entity, c.inserted, status), {
              limit: feature,
              used: status.used,
              allowed: status.allowed,
              fits: Math.max(0, status.remaining),
            });
        },
        events: (c) => importEvents(entity, userId, importId, c, extra),
        finish: extra.finish,
        firstStageId,
      });
    });
    if (counts.inserted + counts.updated >= ANALYZE_AFTER_ROWS) await onLargeWrite?.(entity);
    await limits.reportAdded(userId, feature, counts.inserted);
    // The agent's notification follows from the import's events (a job), not from here.
    if (counts.inserted + counts.updated > 0) await onImported?.(userId, entity, counts.inserted + counts.updated);
    return counts;
  }

  async function importOf(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView> {
    const view = await repo.find(userId, entity, id);
    if (!view) throw notFound('Import not found');
    return view;
  }

  /** The job: reads the file, then writes every valid row in one transaction, then says so. */
  async function runImport(id: string): Promise<void> {
    const job = await repo.load(id);
    if (!job || isImportFinished(job.status)) return;
    const entity = job.entity;
    const options = job.options as ConfirmedOptions;
    const read: ReadStats = {
      progress: { rows_read: 0, bytes_read: 0, rows_written: 0, rows_to_write: 0 },
      errors: [],
      errorCount: 0,
      valid: 0,
      invalid: 0,
    };
    const batches = () => readBatches({ repo, importThreads, book }, id, job.userId, entity, options, job.chunkCount, job.file_bytes, read);
    try {
      await repo.clearBatches(id); // a rerun after a crash starts over
      let source: () => AsyncIterable<Buffer | string>;
      if (repo.writesWhileReading) {
        // A server COPYs each batch as it is read: its work and ours overlap (two processes).
        source = batches;
      } else {
        // The embedded database shares this thread: the file is read first, outside the
        // transaction that would hold its one connection, and the batches kept on disk.
        let seq = 0;
        for await (const text of batches()) await repo.saveBatch(id, seq++, deflate(text));
        if (!(await repo.setProgress(id, 'writing', { ...read.progress, rows_to_write: read.valid }))) throw new ImportCancelled();
        source = () => inflateEach(repo.batches(id));
      }
      await write(entity, job.userId, id, options.duplicates, source, {
        invalid: read.invalid,
        fileName: job.file_name,
        startAutomations: options.start_automations === true,
        upToLimit: options.up_to_limit === true,
        finish: async (tx, counts) => {
          const result: ImportFileResult = {
            imported: counts.inserted,
            updated: counts.updated,
            skipped: counts.skipped,
            invalid: read.invalid,
            total: counts.copied + read.invalid,
            errors: read.errors,
            error_count: read.errorCount,
            ...(counts.leftOut ? { left_out: counts.leftOut } : {}),
          };
          await repo.finish(id, 'completed', { result }, tx);
        },
      });
    } catch (error) {
      if (error instanceof ImportCancelled) return void (await repo.clearBatches(id));
      if (error instanceof ImportFailure || (error instanceof HttpError && error.status < 500)) {
        await fail(id, job.userId, entity, job.file_name, error.message);
        return;
      }
      throw error; // retried by the queue; onFailed tells the agent if it never succeeds
    }
  }

  /** The import wrote nothing: recorded as failed, with the import.failed event (its notification). */
  async function fail(id: string, userId: string, entity: ImportEntity, fileName: string, reason: string) {
    await repo.fail(id, reason, {
      type: 'import.failed',
      accountId: userId,
      actorId: userId,
      subjectType: 'import',
      subjectId: id,
      payload: { entity, fileName, reason },
    });
  }

  /**
   * Refuses (402) a file larger than any file the plan could import: the plan's rows at a
   * generous size each. What an account can make the server keep stays bounded by its plan.
   */
  async function assertPlanCouldHold(entity: ImportEntity, userId: string, fileBytes: number) {
    const feature = LIMITS[entity];
    const { used, allowed } = await limits.status(userId, feature);
    if (!Number.isFinite(allowed)) return;
    const largest = allowed * MAX_BYTES_PER_ROW + FILE_HEADROOM_BYTES;
    if (fileBytes <= largest) return;
    const noun = ENTITY_NOUNS[entity].many;
    throw new HttpError(
      402,
      `This file is larger than your plan could import: it allows ${count(allowed)} ${noun} (limit ${feature}, ${count(used)} used), and a file of that many rows is at most ${count(Math.ceil(largest / 1024 / 1024))} MB. Import a smaller file, or upgrade your plan or add an add-on.`,
      { limit: feature, used, allowed },
    );
  }

  function assertMapping(entity: ImportEntity, mapping: (string | null)[]) {
    const targets = new Set<string>(IMPORT_TARGETS[entity].targets);
    const unknown = mapping.find((m) => m !== null && !targets.has(m));
    if (unknown !== undefined) throw new HttpError(400, `mapping: "${unknown}" is not a ${ENTITY_NOUNS[entity].one} field`);
    const { missingRequired } = summarizeMapping(entity, mapping);
    if (missingRequired.length > 0) throw new HttpError(400, `mapping: Missing required fields: ${missingRequired.join(', ')}`);
  }

  return {
    /** POST /api/{entity}/import: a whole (small) import of converted rows in one request. */
    async importRows(userId: string, entity: ImportEntity, request: ImportRowsRequest): Promise<ImportResult> {
      const check = checkRows(entity, request.rows, request.row_numbers);
      const importId = crypto.randomUUID();
      const lineOf = createCopyRowWriter(entity, userId, importId, await bookOf(entity, userId), request.duplicates);
      const text = check.valid
        .map((row, i) => lineOf(crypto.randomUUID(), check.validRowNumbers[i]!, row as Record<string, unknown>))
        .join('');
      const counts = await write(entity, userId, importId, request.duplicates, () => [text], {
        startAutomations: request.start_automations,
      });
      return {
        success: true,
        imported: counts.inserted,
        updated: counts.updated,
        skipped: counts.skipped,
        total: counts.copied,
        errors: [],
      };
    },

    /** POST /api/{entity}/imports: a file import announced; its parts follow. */
    async startFile(userId: string, entity: ImportEntity, request: StartImportFileRequest): Promise<ImportFileView> {
      assertMapping(entity, request.mapping);
      await assertPlanCouldHold(entity, userId, request.file_size);
      const { file_name, file_size, ...options } = request;
      const view = await repo.start(
        userId,
        entity,
        { fileName: file_name, fileBytes: file_size, options },
        { maxOpen: MAX_OPEN_STAGED_IMPORTS, idleBefore: new Date(Date.now() - STAGED_IMPORT_IDLE_MINUTES * MINUTE_MS) },
      );
      if (!view) {
        throw new HttpError(
          409,
          `You already have ${MAX_OPEN_STAGED_IMPORTS} imports in progress. Wait for one to finish or cancel one; an upload left without activity for ${STAGED_IMPORT_IDLE_MINUTES} minutes is cancelled for you.`,
        );
      }
      return view;
    },

    /** PUT /api/{entity}/imports/{id}/parts/{seq}: one part of the file, in order. */
    async appendPart(userId: string, entity: ImportEntity, id: string, seq: number, body: Buffer) {
      const view = await importOf(userId, entity, id);
      if (view.status !== 'uploading') throw new HttpError(409, 'This import is no longer taking parts of its file.');
      if (body.length === 0) throw new HttpError(400, 'The part is empty');
      if (body.length > IMPORT_FILE_PART_MAX_BYTES) throw new HttpError(413, 'A part may hold at most 8 MB of the file');
      // A client that skips the dialog may send a workbook or a picture: refused by the same
      // first bytes and words as the dialog, before anything is stored (the import stays open,
      // to be cancelled or sent again, as after any refused part).
      if (seq === 0 && isBinaryFile(body.subarray(0, BINARY_CHECK_BYTES))) throw new HttpError(400, NON_CSV_MESSAGE);
      const stored = await repo.appendChunk(userId, id, seq, deflate(body), body.length);
      if (stored === undefined) throw new HttpError(409, 'This import is no longer taking parts of its file.');
      if (stored === 'out-of-order') throw new HttpError(409, `Parts arrive in order: part ${seq} is not the next one.`);
      if (stored === 'too-large')
        throw new HttpError(400, `The file is larger than announced (${count(view.file_bytes)} bytes): start the import again.`);
      return { received_bytes: stored.received, file_bytes: stored.expected };
    },

    /** POST /api/{entity}/imports/{id}/start: the file is complete; the job takes it from here. */
    async startRun(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView> {
      const view = await importOf(userId, entity, id);
      if (view.status !== 'uploading') return view; // started already: the same answer again
      if (view.received_bytes !== view.file_bytes) {
        throw new HttpError(
          400,
          `The file is not fully uploaded: ${count(view.received_bytes)} of ${count(view.file_bytes)} bytes arrived.`,
        );
      }
      await repo.queue(userId, id, (tx) => enqueueRun?.(tx, id, userId) ?? Promise.resolve());
      return importOf(userId, entity, id);
    },

    /** GET /api/{entity}/import-context: the plan's room, and a lead import's stages and people. */
    async context(userId: string, entity: ImportEntity): Promise<ImportContextResponse> {
      const feature = LIMITS[entity];
      const [status, matched] = await Promise.all([limits.status(userId, feature), bookOf(entity, userId)]);
      const room = Number.isFinite(status.allowed)
        ? { allowed: status.allowed, used: status.used, remaining: Math.max(0, status.remaining), limit: feature }
        : null;
      return { room, stages: matched?.stages.map((s) => ({ id: s.id, name: s.name })) ?? [], people: matched?.people ?? [] };
    },

    view: importOf,
    recent: (userId: string, entity: ImportEntity) => repo.recent(userId, entity, 10),

    /** DELETE /api/{entity}/imports/{id}: stops an import that is not writing yet. */
    async cancel(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView> {
      const before = await importOf(userId, entity, id);
      if (before.status === 'writing')
        throw new HttpError(409, 'The import is writing its rows and can no longer be cancelled; it finishes in a moment.');
      if (isImportFinished(before.status)) return before;
      const view = await repo.cancel(userId, entity, id);
      if (!view) throw notFound('Import not found');
      return view;
    },

    runImport,
    analyze: (entity: ImportEntity) => repo.analyze(entity),
    backfillKeys: (entity: ImportEntity, afterId: string | null, limit: number) => repo.backfillKeys(entity, afterId, limit),

    /** The job failed for good (an unexpected error, retried): the agent hears that nothing was imported. */
    async failRun(id: string) {
      const job = await repo.load(id);
      if (!job || isImportFinished(job.status)) return;
      await repo.clearBatches(id);
      await fail(id, job.userId, job.entity, job.file_name, 'Something went wrong while importing. Nothing was changed; try again.');
    },

    /** The daily clean-up of uploads never finished and of old import records; answers how many went. */
    sweepAbandoned: () =>
      repo.sweep(
        new Date(Date.now() - STAGED_IMPORT_TTL_HOURS * 60 * MINUTE_MS),
        new Date(Date.now() - FINISHED_IMPORT_KEEP_DAYS * DAY_MS),
      ),
  };
}
export type CsvImportService = ReturnType<typeof createCsvImportService>;
