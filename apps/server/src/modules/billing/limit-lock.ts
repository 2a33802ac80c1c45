import pg from 'pg';
import { APPLICATION_NAMES, surviveLostConnections } from '../../db/connection-loss.ts';
import type { Logger } from '../../lib/logger.ts';

/**
 * Runs `work` while holding the locks named `keys`, one holder of a key at a time. A limit check
 * and the write it allows happen under one lock, so two requests at once cannot both take the
 * last seat. Keys are always taken in sorted order, so two holders never wait for each other.
 */
export type LimitLock = <T>(keys: readonly string[], work: () => Promise<T>) => Promise<T>;

const inOrder = (keys: readonly string[]) => [...new Set(keys)].sort();

/** Within this process: a queue per key. The only lock PGlite needs (one process owns it). */
export function processLock(): LimitLock {
  const tails = new Map<string, Promise<void>>();
  const holdOne = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
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
  return <T>(keys: readonly string[], work: () => Promise<T>) => {
    const ordered = inOrder(keys);
    const holdFrom = (i: number): Promise<T> => (i === ordered.length ? work() : holdOne(ordered[i]!, () => holdFrom(i + 1)));
    return holdFrom(0);
  };
}

/** How many connections the lock holders of one instance may use at once. */
export const ADVISORY_LOCK_CONNECTIONS = 4;

/**
 * Across server instances on one PostgreSQL: session advisory locks on the keys. They are held on
 * a small pool of their own, one connection per holder whatever the number of keys, so a holder
 * never waits for a second lock connection while keeping one (which would deadlock the pool),
 * and never takes a connection its own work needs. The process queue in front keeps one
 * instance from spending several connections on one key.
 */
export function advisoryLock(pool: pg.Pool, logger?: Logger): LimitLock & { close: () => Promise<void> } {
  const local = processLock();
  const lock: LimitLock = (keys, work) =>
    local(keys, async () => {
      const client = await pool.connect();
      let broken = false;
      try {
        try {
          for (const key of inOrder(keys)) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
          return await work();
        } finally {
          // Also after a failure half-way through taking them: no lock stays on a pooled connection.
          await client.query('SELECT pg_advisory_unlock_all()').catch((err: unknown) => {
            // Dropping the connection ends its session, which releases the locks.
            broken = true;
            logger?.warn({ err, keys }, 'Limit lock: unlock failed; dropping the connection');
          });
        }
      } finally {
        client.release(broken);
      }
    });
  return Object.assign(lock, { close: () => pool.end() });
}

/**
 * A pool for advisory locks, on the same server as the app's pool. Its connections sit idle
 * while the work they guard runs on the app's pool, so a restart or an idle cut finds them idle:
 * they must survive that like the app's (a lock whose session ended is released with it).
 */
export const lockPoolFor = (pool: pg.Pool, logger?: Logger) =>
  surviveLostConnections(
    new pg.Pool({ ...pool.options, max: ADVISORY_LOCK_CONNECTIONS, application_name: APPLICATION_NAMES.limitLocks }),
    'limit locks',
    logger,
  );
