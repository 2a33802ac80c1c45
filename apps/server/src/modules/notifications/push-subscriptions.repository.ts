import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
};
export type NewPushSubscriptionRow = Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth' | 'label'> & { userAgent: string | null };

const columns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
};

const mine = (userId: string, id: string) => and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id));

/** The agent's devices for web push (the only file that touches push_subscriptions). */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    /**
     * Saves a device; the same endpoint again (the browser subscribing anew, or another agent
     * signing in on a shared browser) takes the row over with the new keys and owner.
     */
    async upsert(userId: string, row: NewPushSubscriptionRow): Promise<PushSubscriptionRow> {
      const [saved] = await db
        .insert(pushSubscriptions)
        .values({ userId, ...row })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: row.p256dh, auth: row.auth, label: row.label, userAgent: row.userAgent },
        })
        .returning(columns);
      return saved!;
    },
    /** How many devices the agent has besides this endpoint. */
    async countFor(userId: string, exceptEndpoint: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, exceptEndpoint)));
      return row?.n ?? 0;
    },
    async list(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select(columns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
    },
    async find(userId: string, id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select(columns).from(pushSubscriptions).where(mine(userId, id));
      return row;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      return (await db.delete(pushSubscriptions).where(mine(userId, id)).returning({ id: pushSubscriptions.id })).length > 0;
    },
    /** The push service said 404/410 for this endpoint: the browser dropped it. */
    async removeGone(id: string, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
    },
    async markDelivered(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
