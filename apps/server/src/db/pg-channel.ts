import pg from 'pg';
import type { Logger } from '../lib/logger.ts';
import type { DatabaseHandle } from './client.ts';
import { APPLICATION_NAMES, POOL_CONNECT_TIMEOUT_MS } from './connection-loss.ts';

/**
 * How soon a lost LISTEN connection is tried again, every time: a refused connection costs
 * nothing, and while it is down this instance hears no sign-out (issue 45: a doubling backoff
 * left it deaf for up to 30 s after the database was back).
 */
export const LISTEN_RETRY_MS = 1_000;

/** One PostgreSQL LISTEN/NOTIFY channel, on PGlite or on a server. */
export type PgChannel = {
  /**
   * Starts listening. On a server, `onLost` is called when the connection dropped (it is
   * reopened every LISTEN_RETRY_MS) and `onRestored` once it listens again.
   */
  listen(onPayload: (payload: string) => void, onLost: () => void, onRestored?: () => void): Promise<void>;
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
};

/** PGlite: one connection that both listens and notifies (a session hears its own NOTIFY). */
function pgliteChannel(pglite: NonNullable<DatabaseHandle['pglite']>, channel: string): PgChannel {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async listen(onPayload) {
      unlisten = await pglite.listen(channel, onPayload);
    },
    async notify(payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!pglite.closed) await unlisten?.().catch(() => {});
    },
  };
}

/**
 * PostgreSQL server: NOTIFY goes through the pool; LISTEN needs a dedicated connection, which
 * is reopened every LISTEN_RETRY_MS when it drops, so it listens again within a second of the
 * database answering.
 */
function serverChannel(pool: pg.Pool, channel: string, logger?: Logger): PgChannel {
  let client: pg.Client | undefined;
  let closed = false;
  let wasLost = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(onPayload: (payload: string) => void, onLost: () => void, onRestored?: () => void): Promise<void> {
    const next = new pg.Client({
      ...pool.options,
      application_name: APPLICATION_NAMES.listen,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    let lost = false;
    const handleLoss = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      if (!wasLost) logger?.warn({ err: error?.message, channel }, 'The LISTEN connection was lost; reconnecting');
      wasLost = true;
      next.end().catch(() => {});
      onLost();
      retryTimer = setTimeout(() => void connect(onPayload, onLost, onRestored).catch(() => {}), LISTEN_RETRY_MS);
      retryTimer.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', handleLoss);
    next.on('end', () => handleLoss());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      handleLoss(error as Error);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (wasLost) {
      wasLost = false;
      logger?.info({ channel }, 'Listening again');
      onRestored?.();
    }
  }

  return {
    listen: connect,
    async notify(payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}

/** The channel on whichever database the app runs on. `channel` must be a plain identifier. */
export function openPgChannel(database: Pick<DatabaseHandle, 'driver' | 'pglite' | 'pool'>, channel: string, logger?: Logger): PgChannel {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  if (database.driver === 'pglite' && database.pglite) return pgliteChannel(database.pglite, channel);
  if (database.pool) return serverChannel(database.pool, channel, logger);
  throw new Error('A LISTEN/NOTIFY channel needs a PGlite instance or a pg pool');
}
