import pg from 'pg';
import { reconnectDelay } from '@porchlight/domain/realtime/realtime-events';
import type { Logger } from '../lib/logger.ts';
import type { DatabaseHandle } from './client.ts';

/** One PostgreSQL LISTEN/NOTIFY channel, on PGlite or on a server. */
export type PgChannel = {
  /** Starts listening; `onLost` is called when a server connection dropped (it is reopened). */
  listen(onPayload: (payload: string) => void, onLost: () => void): Promise<void>;
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
 * is reopened with backoff (1 s doubling to 30 s) when it drops.
 */
function serverChannel(pool: pg.Pool, channel: string, logger?: Logger): PgChannel {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(onPayload: (payload: string) => void, onLost: () => void): Promise<void> {
    const next = new pg.Client(pool.options);
    let lost = false;
    const handleLoss = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      logger?.warn({ err: error?.message, channel }, 'The LISTEN connection was lost; reconnecting');
      next.end().catch(() => {});
      onLost();
      retryTimer = setTimeout(() => void connect(onPayload, onLost).catch(() => {}), reconnectDelay(attempt++));
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
    attempt = 0;
    client = next;
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
