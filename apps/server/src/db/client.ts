import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger.ts';
import { APPLICATION_NAMES, POOL_CONNECT_TIMEOUT_MS, surviveLostConnections } from './connection-loss.ts';
import { assertDatabaseReachable } from './database-unreachable.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; features only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'pg';
  /** The embedded engine, when there is one (LISTEN/NOTIFY and test snapshots need it). */
  pglite?: PGlite;
  /** The server pool, when there is one. */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

/**
 * Extensions every PGlite must load before the migrations' CREATE EXTENSION can find them
 * (PostgreSQL servers have them in contrib): pg_trgm and unaccent for global search (decision 020).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * PGlite starts with PostgreSQL's buffer cache at 160 MB inside its WebAssembly memory, which
 * never shrinks once touched: a large import filled it and held the process over 500 MB. Its
 * files sit in the operating system's page cache anyway, so a small cache costs little
 * (decision 029 has the figures).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'temp_buffers=4MB'];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/** The advisory lock key held while migrating ("porchlight migrations"). */
export const MIGRATION_LOCK_KEY = 7_270_118_001;

/**
 * Applies migrations holding a session advisory lock: instances starting at once take turns,
 * and the second finds nothing left to apply (instead of both creating the same tables).
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Opens PGlite (files in dataDir, or a given instance) or a pg pool, and applies migrations. */
export async function openDatabase(options: DatabaseOptions, logger?: Logger): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    await assertDatabaseReachable(options.databaseUrl);
    const pool = surviveLostConnections(
      new pg.Pool({
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 10,
        application_name: APPLICATION_NAMES.pool,
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      }),
      'app',
      logger,
    );
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migrateOnce(pool);
    return { db, driver: 'pg', pool, close: () => pool.end() };
  }
  let pglite: PGlite;
  if ('pglite' in options) {
    pglite = options.pglite;
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  return { db, driver: 'pglite', pglite, close: () => pglite.close() };
}
