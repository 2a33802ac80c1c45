import { and, desc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import {
  FINISHED_IMPORT_STATUSES,
  type ImportFileResult,
  type ImportFileView,
  type ImportProgress,
  type ImportStatus,
} from '@porchlight/domain/csv-import/import-file';
import type { NewDomainEvent } from '@porchlight/domain/events/event-types';
import type { Database } from '../../db/client.ts';
import { csvImports } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import type { ImportFileStore } from './import-file-store.ts';

type ImportRow = typeof csvImports.$inferSelect;

export const toImportView = (row: ImportRow): ImportFileView => ({
  id: row.id,
  entity: row.entity as ImportEntity,
  status: row.status as ImportStatus,
  file_name: row.fileName,
  file_bytes: row.fileBytes,
  received_bytes: row.receivedBytes,
  progress: { rows_read: 0, bytes_read: 0, rows_written: 0, rows_to_write: 0, ...(row.progress as Partial<ImportProgress>) },
  result: (row.result as ImportFileResult | null) ?? null,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/**
 * A file import's own record and stored file: started, uploaded part by part, queued, read,
 * cancelled, finished or failed, and swept when old. (What it writes to the book is
 * csv-import.repository.ts's.)
 */
export function createImportFilesRepository(db: Database, events: Pick<EventLog, 'record'>, store: ImportFileStore) {
  /** Ends an import (in the write's transaction when given): its parts and batches are no longer needed. */
  async function finish(
    id: string,
    status: 'completed' | 'failed',
    outcome: { result?: ImportFileResult; error?: string },
    tx: Database = db,
  ): Promise<void> {
    await tx
      .update(csvImports)
      .set({ status, result: outcome.result ?? null, error: outcome.error ?? null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(csvImports.id, id));
    await store.remove(tx, id);
  }

  return {
    /**
     * Starts a file import unless the agent already has `maxOpen` unfinished. Uploads idle since
     * `idleBefore` are dropped first (a closed tab). The count and the insert happen under a
     * per-agent lock, so starts at once cannot pass the cap together.
     */
    async start(
      userId: string,
      entity: ImportEntity,
      values: { fileName: string; fileBytes: number; options: unknown },
      { maxOpen, idleBefore }: { maxOpen: number; idleBefore: Date },
    ): Promise<ImportFileView | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`csv-import:${userId}`}))`);
        await tx
          .delete(csvImports)
          .where(and(eq(csvImports.userId, userId), eq(csvImports.status, 'uploading'), lt(csvImports.updatedAt, idleBefore)));
        const open = await tx.$count(
          csvImports,
          and(eq(csvImports.userId, userId), notInArray(csvImports.status, [...FINISHED_IMPORT_STATUSES])),
        );
        if (open >= maxOpen) return undefined;
        const [row] = await tx
          .insert(csvImports)
          .values({ userId, entity, ...values })
          .returning();
        return toImportView(row!);
      });
    },

    async find(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView | undefined> {
      const [row] = await db
        .select()
        .from(csvImports)
        .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId), eq(csvImports.entity, entity)));
      return row ? toImportView(row) : undefined;
    },

    /** The agent's imports of this entity, newest first: those still running and the last finished ones. */
    async recent(userId: string, entity: ImportEntity, limit: number): Promise<ImportFileView[]> {
      const rows = await db
        .select()
        .from(csvImports)
        .where(and(eq(csvImports.userId, userId), eq(csvImports.entity, entity)))
        .orderBy(desc(csvImports.createdAt))
        .limit(limit);
      return rows.map(toImportView);
    },

    /** The import the job works on, with what the agent confirmed. */
    async load(id: string): Promise<(ImportFileView & { userId: string; options: unknown; chunkCount: number }) | undefined> {
      const [row] = await db.select().from(csvImports).where(eq(csvImports.id, id));
      return row ? { ...toImportView(row), userId: row.userId, options: row.options, chunkCount: row.chunkCount } : undefined;
    },

    /**
     * Stores part `seq` of the file (sent again after a lost answer, it replaces itself). Parts
     * arrive in order: the next one is always `chunk_count`. Answers the bytes received so far,
     * or undefined when the import is not uploading (or not the agent's).
     */
    async appendChunk(
      userId: string,
      id: string,
      seq: number,
      data: Buffer,
      rawBytes: number,
    ): Promise<{ received: number; expected: number } | 'out-of-order' | 'too-large' | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ chunkCount: csvImports.chunkCount, receivedBytes: csvImports.receivedBytes, fileBytes: csvImports.fileBytes })
          .from(csvImports)
          .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId), eq(csvImports.status, 'uploading')))
          .for('update');
        if (!row) return undefined;
        if (seq === row.chunkCount - 1) return { received: row.receivedBytes, expected: row.fileBytes }; // a retry of the last part
        if (seq !== row.chunkCount) return 'out-of-order';
        if (row.receivedBytes + rawBytes > row.fileBytes) return 'too-large';
        await store.putChunk(tx, id, seq, data);
        const [updated] = await tx
          .update(csvImports)
          .set({ chunkCount: seq + 1, receivedBytes: row.receivedBytes + rawBytes, updatedAt: sql`now()` })
          .where(eq(csvImports.id, id))
          .returning({ receivedBytes: csvImports.receivedBytes });
        return { received: updated!.receivedBytes, expected: row.fileBytes };
      });
    },

    /** Uploading → queued, with the job enqueued in the same transaction. False when it was not uploading. */
    async queue(userId: string, id: string, enqueue: (tx: Database) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const queued = await tx
          .update(csvImports)
          .set({ status: 'queued', updatedAt: sql`now()` })
          .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId), eq(csvImports.status, 'uploading')))
          .returning({ id: csvImports.id });
        if (queued.length === 0) return false;
        await enqueue(tx);
        return true;
      });
    },

    /** Moves a running import on (reading, writing) and records how far it is; false when it was cancelled meanwhile. */
    async setProgress(id: string, status: 'reading' | 'writing', progress: ImportProgress): Promise<boolean> {
      const updated = await db
        .update(csvImports)
        .set({ status, progress, updatedAt: sql`now()` })
        .where(and(eq(csvImports.id, id), inArray(csvImports.status, ['queued', 'reading', 'writing'])))
        .returning({ id: csvImports.id });
      return updated.length > 0;
    },

    finish,

    /** Ends an import as failed and records why (its event), in one transaction. */
    async fail(id: string, reason: string, event: NewDomainEvent): Promise<void> {
      await db.transaction(async (tx) => {
        await finish(id, 'failed', { error: reason }, tx);
        await events.record(tx, [event]);
      });
    },

    /** Cancels an import not yet writing; answers its state afterwards (undefined: not the agent's). */
    async cancel(userId: string, entity: ImportEntity, id: string): Promise<ImportFileView | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .update(csvImports)
          .set({ status: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId), inArray(csvImports.status, ['uploading', 'queued', 'reading'])));
        const [row] = await tx
          .select()
          .from(csvImports)
          .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId), eq(csvImports.entity, entity)));
        if (row?.status === 'cancelled') await store.remove(tx, id);
        return row ? toImportView(row) : undefined;
      });
    },

    /** True on a server: the write may COPY batches while they are being read (another connection reads the file). */
    writesWhileReading: store.kind === 'database',
    /** The stored file's parts in order, read one at a time. */
    chunks: (id: string, count: number) => store.chunks(id, count),
    clearBatches: (id: string) => store.clearBatches(id),
    saveBatch: (id: string, seq: number, data: Buffer) => store.putBatch(id, seq, data),
    batches: (id: string) => store.batches(id),

    /**
     * The daily clean-up: uploads never finished (started before `staleBefore`) go with their
     * parts; finished imports are kept as a record until `finishedBefore`. Answers how many went.
     */
    async sweep(staleBefore: Date, finishedBefore: Date): Promise<number> {
      const removed = await db
        .delete(csvImports)
        .where(
          or(
            and(notInArray(csvImports.status, [...FINISHED_IMPORT_STATUSES]), lt(csvImports.updatedAt, staleBefore)),
            and(inArray(csvImports.status, [...FINISHED_IMPORT_STATUSES]), lt(csvImports.createdAt, finishedBefore)),
          ),
        )
        .returning({ id: csvImports.id });
      for (const { id } of removed) await store.remove(db, id);
      return removed.length;
    },
  };
}
