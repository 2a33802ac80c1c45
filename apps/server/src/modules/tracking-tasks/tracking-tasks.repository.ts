import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { TaskKind, TaskStatus, TrackingTaskResponse } from '@porchlight/domain/automations/tracking-tasks';
import type { Database } from '../../db/client.ts';
import { leads, properties, taskExecutions, teamMembers, trackingTasks } from '../../db/schema/index.ts';

const columns = {
  id: trackingTasks.id,
  userId: trackingTasks.userId,
  status: trackingTasks.status,
  kind: trackingTasks.kind,
  title: trackingTasks.title,
  propertyId: trackingTasks.propertyId,
  leadId: trackingTasks.leadId,
  dueAt: trackingTasks.dueAt,
  note: trackingTasks.note,
  lastRunAt: trackingTasks.lastRunAt,
  completedAt: trackingTasks.completedAt,
  url: trackingTasks.url,
  listingPrice: trackingTasks.listingPrice,
  listingStatus: trackingTasks.listingStatus,
  lastError: trackingTasks.lastError,
  notifyUserId: trackingTasks.notifyUserId,
  createdAt: trackingTasks.createdAt,
};
/** For watch_listing, dueAt is the next reading: the check job scheduled for that time is the one that runs. */
export type TaskRow = {
  id: string;
  userId: string;
  status: string;
  kind: string;
  title: string;
  propertyId: string | null;
  leadId: string | null;
  dueAt: Date | null;
  note: string;
  lastRunAt: Date | null;
  completedAt: Date | null;
  url: string | null;
  notifyUserId: string | null;
  listingPrice: number | null;
  listingStatus: string | null;
  lastError: string | null;
  createdAt: Date;
};

const EXECUTIONS_SHOWN = 5;

export function createTrackingTasksRepository(db: Database) {
  async function withExecutions(rows: TaskRow[]): Promise<TrackingTaskResponse[]> {
    const ids = rows.map((r) => r.id);
    const runs = ids.length
      ? await db.select().from(taskExecutions).where(inArray(taskExecutions.taskId, ids)).orderBy(desc(taskExecutions.at))
      : [];
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as TaskKind,
      status: r.status as TaskStatus,
      title: r.title,
      property_id: r.propertyId,
      lead_id: r.leadId,
      due_at: r.dueAt?.toISOString() ?? null,
      note: r.note,
      last_run_at: r.lastRunAt?.toISOString() ?? null,
      completed_at: r.completedAt?.toISOString() ?? null,
      url: r.url,
      listing_price: r.listingPrice,
      listing_status: r.listingStatus,
      last_error: r.lastError,
      executions: runs
        .filter((e) => e.taskId === r.id)
        .slice(0, EXECUTIONS_SHOWN)
        .map((e) => ({ cause: e.cause, detail: e.detail, at: e.at.toISOString() })),
      created_at: r.createdAt.toISOString(),
    }));
  }

  return {
    db,
    async list(userId: string) {
      return withExecutions(
        (await db
          .select(columns)
          .from(trackingTasks)
          .where(eq(trackingTasks.userId, userId))
          .orderBy(desc(trackingTasks.createdAt))) as TaskRow[],
      );
    },
    async response(userId: string, id: string) {
      const rows = (await db
        .select(columns)
        .from(trackingTasks)
        .where(and(eq(trackingTasks.userId, userId), eq(trackingTasks.id, id)))) as TaskRow[];
      return (await withExecutions(rows))[0];
    },
    async row(userId: string, id: string): Promise<TaskRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(trackingTasks)
        .where(and(eq(trackingTasks.userId, userId), eq(trackingTasks.id, id)));
      return row as TaskRow | undefined;
    },
    /** Who hears the task now: the teammate who made it while they hold an active seat in the book, else the book's owner. */
    async recipientOf(task: Pick<TaskRow, 'userId' | 'notifyUserId'>): Promise<string> {
      if (!task.notifyUserId) return task.userId;
      const [seat] = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, task.userId), eq(teamMembers.memberUserId, task.notifyUserId), eq(teamMembers.status, 'active')));
      return seat ? task.notifyUserId : task.userId;
    },
    async insert(
      userId: string,
      values: {
        kind: TaskKind;
        title: string;
        propertyId?: string | null;
        leadId?: string;
        dueAt?: Date;
        url?: string;
        note: string;
        notifyUserId: string | null;
      },
    ) {
      const [row] = await db
        .insert(trackingTasks)
        .values({ userId, status: 'active', ...values })
        .returning({ id: trackingTasks.id });
      return row!.id;
    },
    async update(userId: string, id: string, values: Partial<{ status: TaskStatus; dueAt: Date; note: string; completedAt: Date | null }>) {
      await db
        .update(trackingTasks)
        .set(values)
        .where(and(eq(trackingTasks.userId, userId), eq(trackingTasks.id, id)));
    },
    async remove(userId: string, id: string) {
      return (
        (
          await db
            .delete(trackingTasks)
            .where(and(eq(trackingTasks.userId, userId), eq(trackingTasks.id, id)))
            .returning({ id: trackingTasks.id })
        ).length > 0
      );
    },
    async propertyAddress(userId: string, propertyId: string) {
      const [row] = await db
        .select({ address: properties.address })
        .from(properties)
        .where(and(eq(properties.userId, userId), eq(properties.id, propertyId)));
      return row?.address;
    },
    async leadName(userId: string, leadId: string) {
      const [row] = await db
        .select({ name: leads.name })
        .from(leads)
        .where(and(eq(leads.userId, userId), eq(leads.id, leadId)));
      return row?.name;
    },
    /** The account's active tasks watching the property. */
    async watching(userId: string, propertyId: string) {
      return (await db
        .select(columns)
        .from(trackingTasks)
        .where(
          and(
            eq(trackingTasks.userId, userId),
            eq(trackingTasks.propertyId, propertyId),
            eq(trackingTasks.kind, 'watch_property'),
            eq(trackingTasks.status, 'active'),
          ),
        )) as TaskRow[];
    },
    /** Follow-ups that are due, across accounts. */
    async dueFollowUps(now: Date) {
      return (await db
        .select(columns)
        .from(trackingTasks)
        .where(and(eq(trackingTasks.kind, 'follow_up'), eq(trackingTasks.status, 'active'), lte(trackingTasks.dueAt, now)))
        .limit(200)) as TaskRow[];
    },
    /** Marks a follow-up done; false when another instance did first. */
    async claimDone(id: string) {
      return (
        (
          await db
            .update(trackingTasks)
            .set({ status: 'done' })
            .where(and(eq(trackingTasks.id, id), eq(trackingTasks.status, 'active')))
            .returning({ id: trackingTasks.id })
        ).length > 0
      );
    },
    async byId(id: string): Promise<TaskRow | undefined> {
      const [row] = await db.select(columns).from(trackingTasks).where(eq(trackingTasks.id, id));
      return row as TaskRow | undefined;
    },
    /** Active listing watches whose next reading is due, across accounts. */
    async dueReadings(now: Date) {
      return (await db
        .select(columns)
        .from(trackingTasks)
        .where(and(eq(trackingTasks.kind, 'watch_listing'), eq(trackingTasks.status, 'active'), lte(trackingTasks.dueAt, now)))
        .limit(200)) as TaskRow[];
    },
    /**
     * Saves the reading due at `due` and sets the next one, only while that reading is still the
     * one due on an active watch: false when it was paused, resumed, or another instance saved it.
     */
    async saveReading(
      id: string,
      due: Date,
      next: Date,
      values: { listingPrice?: number | null; listingStatus?: string | null; lastError: string | null },
    ) {
      const rows = await db
        .update(trackingTasks)
        .set({ ...values, dueAt: next })
        .where(
          and(
            eq(trackingTasks.id, id),
            eq(trackingTasks.kind, 'watch_listing'),
            eq(trackingTasks.status, 'active'),
            eq(trackingTasks.dueAt, due),
          ),
        )
        .returning({ id: trackingTasks.id });
      return rows.length > 0;
    },
    /** Records a run once per task and cause; false when it was recorded before. */
    async recordExecution(task: Pick<TaskRow, 'id' | 'userId'>, cause: string, detail: string, at: Date) {
      const rows = await db
        .insert(taskExecutions)
        .values({ taskId: task.id, userId: task.userId, cause, detail, at })
        .onConflictDoNothing()
        .returning({ id: taskExecutions.id });
      if (rows.length) await db.update(trackingTasks).set({ lastRunAt: at }).where(eq(trackingTasks.id, task.id));
      return rows.length > 0;
    },
  };
}

export type TrackingTasksRepository = ReturnType<typeof createTrackingTasksRepository>;
