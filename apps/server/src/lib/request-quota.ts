import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { requestQuotas } from '../db/schema/index.ts';
import { TooManyRequestsError } from './http-errors.ts';

/** How many requests one key may make per window. */
export type Quota = { max: number; windowSeconds: number };

/**
 * Per-account request quotas kept in the database, so every instance counts together: a fixed
 * window per key, counted and checked in one statement (two requests at once cannot both take
 * the last unit). Used where one account could otherwise make the server store or send without
 * end (import staging, team invitations).
 */
export function createRequestQuotas(db: Database) {
  /** Counts one use of `key` and answers the window's count and the seconds until it starts afresh. */
  async function take(key: string, { windowSeconds }: Pick<Quota, 'windowSeconds'>): Promise<{ count: number; resetSeconds: number }> {
    // Both drivers (pg and PGlite) answer raw SQL with { rows }.
    const result = (await db.execute(sql`
        INSERT INTO request_quotas AS q (key, window_started_at, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN q.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE q.count + 1 END,
          window_started_at = CASE WHEN q.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE q.window_started_at END
        RETURNING count, ceil(extract(epoch FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`)) as unknown as {
      rows: { count: number; retry_after: number }[];
    };
    const [row] = result.rows;
    return { count: Number(row?.count ?? 1), resetSeconds: Math.max(1, Number(row?.retry_after ?? windowSeconds)) };
  }

  return {
    take,

    /** Counts one use of `key`; throws 429 with Retry-After when the window's quota is spent. */
    async consume(key: string, quota: Quota, message: string): Promise<void> {
      const { count, resetSeconds } = await take(key, quota);
      if (count > quota.max) throw new TooManyRequestsError(message, resetSeconds);
    },

    /** Starts `key` afresh (a password reset ends a sign-in lockout). */
    async reset(key: string): Promise<void> {
      await db.delete(requestQuotas).where(eq(requestQuotas.key, key));
    },

    /** Forgets old windows (the longest quota is a day; a key that comes back starts afresh). */
    async sweep(): Promise<number> {
      const removed = await db
        .delete(requestQuotas)
        .where(lt(requestQuotas.windowStartedAt, sql`now() - interval '2 days'`))
        .returning({ key: requestQuotas.key });
      return removed.length;
    },
  };
}
export type RequestQuotas = ReturnType<typeof createRequestQuotas>;
