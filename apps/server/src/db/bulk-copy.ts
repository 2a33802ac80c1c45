import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client.ts';

/**
 * COPY ... FROM STDIN in the text format, inside a Drizzle transaction: the database's bulk path,
 * about twice as fast as multi-row INSERT. `pieces` are whole lines of COPY text (tab-separated,
 * \N for null). On PostgreSQL the pieces stream through pg-copy-streams on the transaction's
 * connection; PGlite reads each piece as a blob (its COPY FROM '/dev/blob').
 */
export async function copyInto(
  tx: Database,
  table: string,
  columns: readonly string[],
  pieces: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): Promise<void> {
  const columnList = columns.map((c) => `"${c}"`).join(', ');
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  if (isPgClient(client)) {
    const stream = client.query(copyFrom(`COPY "${table}" (${columnList}) FROM STDIN`));
    await pipeline(Readable.from(pieces as AsyncIterable<Buffer | string>), stream);
    return;
  }
  const lite = client as PGlite | PGliteTransaction;
  for await (const piece of pieces) {
    // Our pieces are plain buffers, never shared memory (the DOM's Blob type, which the web app's
    // check of these files sees, asks for that).
    await lite.query(`COPY "${table}" (${columnList}) FROM '/dev/blob'`, [], {
      blob: new Blob([piece as string | Uint8Array<ArrayBuffer>]),
    });
  }
}

function isPgClient(client: unknown): client is pg.PoolClient {
  return typeof client === 'object' && client !== null && 'release' in client && typeof (client as pg.PoolClient).query === 'function';
}

/** A statement's rows, whichever driver answered (PGlite gives { rows }, node-postgres a result too). */
export async function selectRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
