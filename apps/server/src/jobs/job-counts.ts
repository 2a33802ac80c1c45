import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the queue holds, counted: the queue's health() and drain() read these. */
export function createJobCounts(db: Database) {
  return {
    /** The age in seconds of the oldest due job, 0 when none waits: what an operator alerts on. */
    async lagSeconds(): Promise<number> {
      const [row] = rowsOf<{ lag: number | string | null }>(
        await db.execute(
          sql`SELECT extract(epoch FROM now() - min(run_at))::float AS lag FROM jobs WHERE state = 'queued' AND run_at <= now()`,
        ),
      );
      return Math.max(0, Number(row?.lag ?? 0));
    },

    /** Jobs of `queues` running or due, counted in one snapshot (a job moving from one to the other is seen once). */
    async pendingCount(queues: string[]): Promise<number> {
      return db.$count(
        jobs,
        and(inArray(jobs.queue, queues), sql`(${jobs.state} = 'running' OR (${jobs.state} = 'queued' AND ${jobs.runAt} <= now()))`),
      );
    },

    /** Due jobs (of `queues`, or all). */
    async dueCount(queues?: string[]): Promise<number> {
      return db.$count(
        jobs,
        and(
          eq(jobs.state, 'queued'),
          lt(jobs.runAt, sql`now() + interval '1 millisecond'`),
          queues ? inArray(jobs.queue, queues) : undefined,
        ),
      );
    },

    /** How many jobs are in each state (of `queues`, or all). */
    async counts(queues?: string[]): Promise<Record<string, number>> {
      const rows = await db
        .select({ state: jobs.state, n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(queues ? inArray(jobs.queue, queues) : undefined)
        .groupBy(jobs.state);
      return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
    },
  };
}
