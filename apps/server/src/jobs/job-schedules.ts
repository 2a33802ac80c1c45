import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobSchedules } from '../db/schema/index.ts';
import { insertJobs } from './job-store.ts';

/** Recurring jobs (cron): each schedule's next run, and the claim that enqueues it once. */
export function createJobScheduleStore(db: Database) {
  return {
    async saveSchedule(name: string, cron: string, queue: string, payload: Record<string, unknown>, nextRunAt: Date): Promise<void> {
      await db
        .insert(jobSchedules)
        .values({ name, cron, queue, payload, nextRunAt })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          // A changed expression starts from its own next time; an unchanged one keeps its place.
          set: {
            queue,
            payload,
            cron,
            nextRunAt: sql`CASE WHEN ${jobSchedules.cron} = ${cron} THEN ${jobSchedules.nextRunAt} ELSE ${nextRunAt.toISOString()}::timestamptz END`,
          },
        });
    },

    async dueSchedules(): Promise<{ name: string; cron: string; queue: string; payload: Record<string, unknown>; nextRunAt: Date }[]> {
      return db
        .select()
        .from(jobSchedules)
        .where(lt(jobSchedules.nextRunAt, sql`now() + interval '1 millisecond'`));
    },

    /**
     * Moves a schedule from the run it was due for to the next one and enqueues that run, in one
     * transaction: of several instances, exactly one wins a given run.
     */
    async claimScheduledRun(
      schedule: { name: string; queue: string; payload: Record<string, unknown>; nextRunAt: Date },
      following: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(jobSchedules)
          .set({ nextRunAt: following })
          .where(and(eq(jobSchedules.name, schedule.name), eq(jobSchedules.nextRunAt, schedule.nextRunAt)))
          .returning({ name: jobSchedules.name });
        if (moved.length === 0) return false;
        await insertJobs(tx, [
          { queue: schedule.queue, payload: schedule.payload, uniqueKey: `schedule:${schedule.name}:${schedule.nextRunAt.toISOString()}` },
        ]);
        return true;
      });
    },
  };
}
