import crypto from 'node:crypto';
import type { ImportContextResponse, ImportResult, ImportRowsRequest } from '@porchlight/domain/csv-import/import-api-schemas';
import type { DuplicateMode, ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { isImportFinished, type ImportFileResult } from '@porchlight/domain/csv-import/import-file';
import type { ImportBook } from '@porchlight/domain/csv-import/book-matching';
import { HttpError } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { CsvImportRepository, WriteCounts } from './csv-import.repository.ts';
import { IMPORT_LIMITS, checkRows, importEvents, limitMessage } from './import-answers.ts';
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
import { createImportFileUploads, type EnqueueImportRun } from './import-file-uploads.ts';
import { defaultImportThreads } from './import-row-workers.ts';

export { IMPORT_BATCH_ROWS, ImportFailure };

/** After this many rows written, the table's statistics are refreshed (ANALYZE). */
export const ANALYZE_AFTER_ROWS = 1_000;

type Deps = {
  repo: CsvImportRepository;
  limits: LimitGuard;
  /** Enqueues the job that reads and writes a file import, in the caller's transaction. */
  enqueueRun?: EnqueueImportRun;
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
    const feature = IMPORT_LIMITS[entity];
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

  return {
    ...createImportFileUploads({ repo, limits, enqueueRun }),

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

    /** GET /api/{entity}/import-context: the plan's room, and a lead import's stages and people. */
    async context(userId: string, entity: ImportEntity): Promise<ImportContextResponse> {
      const feature = IMPORT_LIMITS[entity];
      const [status, matched] = await Promise.all([limits.status(userId, feature), bookOf(entity, userId)]);
      const room = Number.isFinite(status.allowed)
        ? { allowed: status.allowed, used: status.used, remaining: Math.max(0, status.remaining), limit: feature }
        : null;
      return { room, stages: matched?.stages.map((s) => ({ id: s.id, name: s.name })) ?? [], people: matched?.people ?? [] };
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
  };
}
export type CsvImportService = ReturnType<typeof createCsvImportService>;
