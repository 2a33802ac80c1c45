import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@porchlight/domain/notifications/notification-preferences';
import type { NotificationPriority, NotificationType } from '@porchlight/domain/notifications/notification-schemas';
import type { Database } from '../../db/client.ts';
import { notificationSettings, notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  read: boolean;
  actionUrl: string | null;
  actionLabel: string | null;
  metadata: Record<string, unknown>;
  data: Record<string, unknown>;
  createdAt: Date;
};

export type NewNotificationRow = Omit<NotificationRow, 'id' | 'read' | 'createdAt'> & { createdAt?: Date; dedupeKey?: string | null };

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  priority: notifications.priority,
  read: notifications.read,
  actionUrl: notifications.actionUrl,
  actionLabel: notifications.actionLabel,
  metadata: notifications.metadata,
  data: notifications.data,
  createdAt: notifications.createdAt,
};

const mine = (userId: string, id: string) => and(eq(notifications.userId, userId), eq(notifications.id, id));

export function createNotificationsRepository(db: Database) {
  return {
    async insert(userId: string, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      // A row whose dedupe key the user has already is not added again (a job's rerun).
      return db
        .insert(notifications)
        .values(rows.map((r) => ({ ...r, userId })))
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning(columns);
    },

    async findByDedupeKey(userId: string, dedupeKey: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey)));
      return row;
    },

    /** Newest first. */
    async list(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select(columns)
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /**
     * A page of the newest first, after the row `after` names (keyset: stable while new ones
     * arrive). `at` is the row's created_at as the database wrote it (microseconds kept).
     */
    async page(userId: string, limit: number, options: { unreadOnly?: boolean; after?: { at: string; id: string } } = {}) {
      const { after, unreadOnly } = options;
      return db
        .select({ ...columns, at: sql<string>`${notifications.createdAt}::text` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            unreadOnly ? eq(notifications.read, false) : undefined,
            after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async find(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select(columns).from(notifications).where(mine(userId, id));
      return row;
    },

    /** Created after `since`, oldest first (a reconnecting stream replays them in order). */
    async listSince(userId: string, since: Date, limit: number): Promise<NotificationRow[]> {
      return db
        .select(columns)
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, since)))
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
        .limit(limit);
    },

    async markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.update(notifications).set({ read: true }).where(mine(userId, id)).returning(columns);
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async clearAll(userId: string): Promise<number> {
      const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
      return rows.length;
    },

    /** The next page of users who have notifications, by id (the retention sweep walks them). */
    async usersWithNotifications(afterUserId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(gt(notifications.userId, afterUserId))
        .orderBy(asc(notifications.userId))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    async deleteOlderThan(userIds: string[], cutoff: Date): Promise<number> {
      if (userIds.length === 0) return 0;
      const result = await db.delete(notifications).where(and(inArray(notifications.userId, userIds), lt(notifications.createdAt, cutoff)));
      return affectedRows(result);
    },

    async findSettings(userId: string) {
      const [row] = await db
        .select({ preferences: notificationSettings.preferences, timeZone: notificationSettings.timeZone, email: users.email })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async saveSettings(userId: string, preferences: NotificationPreferences, timeZone: string | undefined) {
      const set = { preferences, updatedAt: new Date(), ...(timeZone ? { timeZone } : {}) };
      await db
        .insert(notificationSettings)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: notificationSettings.userId, set });
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** node-postgres reports rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
