import pg from 'pg';
import type { Logger } from '../../lib/logger.ts';

/**
 * Runs `work` while holding the lock named `key`, one holder at a time. A limit check and the
 * write it allows happen under one lock, so two requests at once cannot both take the last seat.
 */
export type LimitLock = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** Within this process: a queue per key. The only lock PGlite needs (one process owns it). */
export function processLock(): LimitLock {
  const tails = new Map<string, Promise<void>>();
  return async (key, work) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** How many connections the lock holders of one instance may use at once. */
export const ADVISORY_LOCK_CONNECTIONS = 4;

/**
 * Across server instances on one PostgreSQL: a session advisory lock on the key. The locks are
 * held on a small pool of their own, so holders waiting there never starve the pool their work
 * runs on; the process queue in front keeps one instance from spending several connections on
 * one key.
 */
export function advisoryLock(pool: pg.Pool, logger?: Logger): LimitLock & { close: () => Promise<void> } {
  const local = processLock();
  const lock: LimitLock = (key, work) =>
    local(key, async () => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch((err: unknown) => {
            // Dropping the connection ends its session, which releases the lock.
            broken = true;
            logger?.warn({ err, key }, 'Limit lock: unlock failed; dropping the connection');
          });
        }
      } finally {
        client.release(broken);
      }
    });
  return Object.assign(lock, { close: () => pool.end() });
}

/** A pool for advisory locks, on the same server as the app's pool. */
export const lockPoolFor = (pool: pg.Pool) => new pg.Pool({ ...pool.options, max: ADVISORY_LOCK_CONNECTIONS });
