import type pg from 'pg';
import type { Logger } from '../lib/logger.ts';

/**
 * What each of the app's connections shows as `application_name` in `pg_stat_activity`, so an
 * operator (and the fault tests) can tell them apart. A DATABASE_URL that names its own
 * application_name wins.
 */
export const APPLICATION_NAMES = {
  pool: 'porchlight',
  limitLocks: 'porchlight limit locks',
  listen: 'porchlight listen',
  jobWorker: 'porchlight job worker',
} as const;

/**
 * How long a request waits for a connection before it fails (and is answered 503): without a
 * limit, a database host that stopped answering (a failover, a dropped route) would hold every
 * request until the operating system gave up on the connection, minutes later.
 */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection PostgreSQL closed (a restart, a failover, `pg_terminate_backend`,
 * `idle_session_timeout`, a proxy's idle cut) is an 'error' event on its pg client, and on its
 * pool when the client sat idle there. An 'error' event nobody listens to ends the process, so
 * every pool listens, and so does every client it hands out: pg-pool drops its own listener
 * while a client is checked out (a transaction between statements, the limit lock's holder), and
 * gives the pool's back only on release. A client that failed is not queryable any more, and the
 * pool discards it when released; the next request opens a fresh one.
 */
export function surviveLostConnections(pool: pg.Pool, what: string, logger?: Logger): pg.Pool {
  // The client's own listener below logs it; this one only keeps the pool's event handled.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (err) =>
      logger?.warn(
        { err: err.message, code: (err as { code?: string }).code, pool: what },
        'A PostgreSQL connection was lost; it is replaced on next use',
      ),
    );
  });
  return pool;
}
