import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { csvImportBatches, csvImportChunks } from '../../db/schema/index.ts';
import { UUID } from '../../lib/record-id.ts';

/**
 * Where an import keeps its file's parts and its batches of COPY text until it ends. With a
 * PostgreSQL server that is two tables, so any instance's job can read a file another instance took in.
 * With the embedded database (one process, its data on this disk) it is a folder beside the
 * database's files: megabytes of bytea through PGlite's protocol cost seconds and its memory.
 */
export type ImportFileStore = {
  kind: 'database' | 'disk';
  /** Stores part `seq` (a resend replaces it); `tx` is the upload's transaction. */
  putChunk(tx: Database, importId: string, seq: number, data: Buffer): Promise<void>;
  chunks(importId: string, count: number): AsyncGenerator<Buffer>;
  putBatch(importId: string, seq: number, data: Buffer): Promise<void>;
  /** The batches in order, read while the write's transaction COPYs them (so never through it). */
  batches(importId: string): AsyncGenerator<Buffer>;
  clearBatches(importId: string): Promise<void>;
  /** Drops everything the import kept. */
  remove(tx: Database, importId: string): Promise<void>;
};

/** For a PostgreSQL server (a pool): the batches are read on another connection than the write's. */
export function createDatabaseImportStore(db: Database): ImportFileStore {
  return {
    kind: 'database',
    async putChunk(tx, importId, seq, data) {
      await tx
        .insert(csvImportChunks)
        .values({ importId, seq, data })
        .onConflictDoUpdate({ target: [csvImportChunks.importId, csvImportChunks.seq], set: { data } });
    },
    async *chunks(importId, count) {
      for (let seq = 0; seq < count; seq++) {
        const [chunk] = await db
          .select({ data: csvImportChunks.data })
          .from(csvImportChunks)
          .where(and(eq(csvImportChunks.importId, importId), eq(csvImportChunks.seq, seq)));
        if (!chunk) throw new Error(`part ${seq + 1} of the file is missing`);
        yield chunk.data;
      }
    },
    async putBatch(importId, seq, data) {
      await db.insert(csvImportBatches).values({ importId, seq, data });
    },
    // Read on another connection of the pool: the transaction's own is busy with the COPY.
    async *batches(importId) {
      const seqs = await db
        .select({ seq: csvImportBatches.seq })
        .from(csvImportBatches)
        .where(eq(csvImportBatches.importId, importId))
        .orderBy(asc(csvImportBatches.seq));
      for (const { seq } of seqs) {
        const [batch] = await db
          .select({ data: csvImportBatches.data })
          .from(csvImportBatches)
          .where(and(eq(csvImportBatches.importId, importId), eq(csvImportBatches.seq, seq)));
        yield batch!.data;
      }
    },
    async clearBatches(importId) {
      await db.delete(csvImportBatches).where(eq(csvImportBatches.importId, importId));
    },
    async remove(tx, importId) {
      await tx.delete(csvImportChunks).where(eq(csvImportChunks.importId, importId));
      await tx.delete(csvImportBatches).where(eq(csvImportBatches.importId, importId));
    },
  };
}

export function createDiskImportStore(dir: string): ImportFileStore {
  const folder = (importId: string) => {
    // Ids come from the database, but a path is built from them: never anything but a uuid.
    if (!UUID.test(importId)) throw new Error('not an import id');
    return path.join(dir, importId);
  };
  const file = (importId: string, kind: 'chunk' | 'batch', seq: number) =>
    path.join(folder(importId), `${kind}-${String(seq).padStart(6, '0')}`);
  const batchSeqs = async (importId: string) => {
    const names = await fs.readdir(folder(importId)).catch(() => [] as string[]);
    return names.filter((n) => n.startsWith('batch-')).sort();
  };
  return {
    kind: 'disk',
    async putChunk(_tx, importId, seq, data) {
      await fs.mkdir(folder(importId), { recursive: true });
      await fs.writeFile(file(importId, 'chunk', seq), data);
    },
    async *chunks(importId, count) {
      for (let seq = 0; seq < count; seq++) {
        const data = await fs.readFile(file(importId, 'chunk', seq)).catch(() => null);
        if (!data) throw new Error(`part ${seq + 1} of the file is missing`);
        yield data;
      }
    },
    async putBatch(importId, seq, data) {
      await fs.mkdir(folder(importId), { recursive: true });
      await fs.writeFile(file(importId, 'batch', seq), data);
    },
    async *batches(importId) {
      for (const name of await batchSeqs(importId)) yield await fs.readFile(path.join(folder(importId), name));
    },
    async clearBatches(importId) {
      await Promise.all((await batchSeqs(importId)).map((name) => fs.rm(path.join(folder(importId), name), { force: true })));
    },
    async remove(_tx, importId) {
      await fs.rm(folder(importId), { recursive: true, force: true });
    },
  };
}
