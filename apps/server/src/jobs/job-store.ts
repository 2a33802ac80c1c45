import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createJobCounts } from './job-counts.ts';

/** The database or a transaction: a job is enqueued in the transaction of its cause. */
export type JobExecutor = Pick<Database, 'execute'>;

export const JOBS_CHANNEL = 'porchlight_jobs';

export type NewJob = {
  queue: string;
  payload: Record<string, unknown>;
  accountId?: string | null;
  uniqueKey?: string | null;
  runAt?: Date;
  priority?: number;
  maxAttempts?: number;
};

export type ClaimedJob = {
  id: string;
  queue: string;
  accountId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A claimed job from a raw row (both drivers answer raw SQL with { rows }). */
const toClaimedJob = (r: Record<string, unknown>): ClaimedJob => ({
  id: String(r.id),
  queue: String(r.queue),
  accountId: (r.account_id as string | null) ?? null,
  payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  runAt: new Date(r.run_at as string),
});

/**
 * Inserts jobs (one account, one priority per call for the fair order), skipping any whose
 * (queue, unique key) exists already, and wakes the workers when the transaction commits.
 * Answers the ids of the jobs inserted.
 */
export async function insertJobs(executor: JobExecutor, list: NewJob[]): Promise<string[]> {
  if (list.length === 0) return [];
  const { accountId = null, priority = 0 } = list[0]!;
  // The account's next place in line: after its own queued jobs, never before the front.
  const base = rowsOf<{ base: string }>(
    await executor.execute(sql`SELECT greatest(
        coalesce((SELECT max(fair_seq) FROM jobs WHERE account_id IS NOT DISTINCT FROM ${accountId} AND priority = ${priority} AND state IN ('queued', 'running')), 0) + 1,
        coalesce((SELECT min(fair_seq) FROM jobs WHERE priority = ${priority} AND state = 'queued'), 0)
      )::bigint AS base`),
  )[0]!.base;
  const values = list.map(
    (job, i) =>
      sql`(${job.queue}, ${accountId}, ${JSON.stringify(job.payload)}::jsonb, ${job.uniqueKey ?? null}, ${priority}, ${Number(base) + i}, ${(job.runAt ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 5})`,
  );
  const inserted = rowsOf<{ id: string }>(
    await executor.execute(sql`INSERT INTO jobs (queue, account_id, payload, unique_key, priority, fair_seq, run_at, max_attempts)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (queue, unique_key) WHERE unique_key IS NOT NULL DO NOTHING
      RETURNING id`),
  );
  // NOTIFY inside a transaction is delivered at commit, and not at all on rollback.
  if (inserted.length > 0) await executor.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`);
  return inserted.map((r) => r.id);
}

export function createJobStore(db: Database) {
  /** Running jobs that `where` picks go back in line, or fail for good after their last try. */
  async function putBack(where: SQL): Promise<ClaimedJob[]> {
    const result = await db.execute(sql`
      UPDATE jobs SET
        state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
        finished_at = CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END,
        last_error = 'The worker stopped before the job finished', locked_by = NULL, locked_until = NULL, run_at = now()
      WHERE state = 'running' AND ${where}
      RETURNING id, queue, account_id, payload, attempts, max_attempts, run_at, state`);
    return rowsOf<Record<string, unknown>>(result)
      .filter((r) => r.state === 'failed')
      .map(toClaimedJob);
  }

  return {
    ...createJobCounts(db),

    /**
     * Takes up to `limit` due jobs of `queues` in fair order (accounts take turns) and leases them
     * to `workerId`. No account gets past `perAccount` jobs running, counting those this claim
     * takes: only jobs under a live lease count, since one whose lease ran out is no longer
     * running anywhere (issue 45: a dead worker's jobs held back their whole account, and one
     * claim took 8 jobs of one account).
     */
    async claim(workerId: string, queues: string[], limit: number, leaseSeconds: number, perAccount: number): Promise<ClaimedJob[]> {
      if (queues.length === 0 || limit <= 0) return [];
      // Candidates beyond `limit`, so that an account's share being full still leaves others to take.
      const candidates = limit * 4;
      const result = await db.execute(sql`
        WITH running AS (
          SELECT account_id, count(*)::int AS n FROM jobs
          WHERE state = 'running' AND account_id IS NOT NULL AND locked_until > now()
          GROUP BY account_id
        ), candidates AS (
          SELECT id, account_id, priority, fair_seq, run_at FROM jobs
          WHERE state = 'queued' AND run_at <= now() AND queue IN ${queues}
            AND (account_id IS NULL OR account_id NOT IN (SELECT account_id FROM running WHERE n >= ${perAccount}))
          ORDER BY priority, fair_seq, run_at
          LIMIT ${candidates}
          FOR UPDATE SKIP LOCKED
        ), picked AS (
          SELECT id FROM (
            SELECT c.id, c.account_id, c.priority, c.fair_seq, c.run_at,
              coalesce(r.n, 0) + row_number() OVER (PARTITION BY c.account_id ORDER BY c.priority, c.fair_seq, c.run_at) AS place
            FROM candidates c LEFT JOIN running r ON r.account_id = c.account_id
          ) ranked
          WHERE account_id IS NULL OR place <= ${perAccount}
          ORDER BY priority, fair_seq, run_at
          LIMIT ${limit}
        )
        UPDATE jobs j SET state = 'running', attempts = j.attempts + 1, locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${leaseSeconds})
        FROM picked WHERE j.id = picked.id
        RETURNING j.id, j.queue, j.account_id, j.payload, j.attempts, j.max_attempts, j.run_at`);
      return rowsOf<Record<string, unknown>>(result).map(toClaimedJob);
    },

    /** Keeps the lease of jobs still running on this worker. */
    async extendLeases(workerId: string, ids: string[], leaseSeconds: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
    },

    /** False when the job is no longer this worker's (its lease expired and another took it). */
    async complete(workerId: string, id: string): Promise<boolean> {
      const done = await db
        .update(jobs)
        .set({ state: 'completed', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      return done.length > 0;
    },

    /** A failed try: back in line after `retryInMs`, or failed for good. */
    async fail(workerId: string, id: string, error: string, retryInMs: number | null): Promise<boolean> {
      const final = retryInMs === null;
      const done = await db
        .update(jobs)
        .set({
          state: final ? 'failed' : 'queued',
          lastError: error.slice(0, 2_000),
          runAt: final ? undefined : sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          finishedAt: final ? sql`now()` : null,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      return done.length > 0;
    },

    /** Puts jobs this worker holds back in line (a shutdown that could not wait for them). */
    async release(workerId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ state: 'queued', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, lockedUntil: null, runAt: sql`now()` })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')));
    },

    /**
     * Ends the leases of every running job of these queues at once: for the embedded database,
     * where only this process can be working, jobs still "running" were left by one that died.
     */
    async expireLeases(queues: string[]): Promise<void> {
      if (queues.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(and(eq(jobs.state, 'running'), inArray(jobs.queue, queues)));
    },

    /**
     * Jobs whose worker stopped (killed, crashed) without finishing: their lease ran out, so they
     * run again, or fail for good when that was their last try. Answers the ones that failed.
     */
    async reapExpired(): Promise<ClaimedJob[]> {
      return putBack(sql`locked_until < now()`);
    },

    /**
     * At start, an instance that holds its name (instance-name.ts) takes back at once what its
     * previous life of that name left running, `workerPrefix` being "<name>/", instead of
     * waiting for those leases to run out. Answers the ones that failed (their last try).
     */
    async takeBack(workerPrefix: string, queues: string[]): Promise<ClaimedJob[]> {
      if (queues.length === 0) return [];
      return putBack(sql`starts_with(locked_by, ${workerPrefix}) AND queue IN ${queues}`);
    },

    /** Deletes finished jobs older than the given days (completed sooner than failed). */
    async deleteFinished(completedDays: number, failedDays: number): Promise<number> {
      const removed = await db
        .delete(jobs)
        .where(
          sql`(state = 'completed' AND finished_at < now() - make_interval(days => ${completedDays}))
            OR (state = 'failed' AND finished_at < now() - make_interval(days => ${failedDays}))`,
        )
        .returning({ id: jobs.id });
      return removed.length;
    },
  };
}
export type JobStore = ReturnType<typeof createJobStore>;
