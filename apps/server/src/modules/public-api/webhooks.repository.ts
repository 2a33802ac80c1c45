import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WebhookDeliveryResponse, WebhookResponse } from '@porchlight/domain/public-api/webhooks';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const toWebhook = (row: EndpointRow): WebhookResponse => ({
  id: row.id,
  url: row.url,
  events: row.eventTypes,
  status: row.disabledAt ? 'disabled' : row.failingSince ? 'failing' : 'active',
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDeliveryResponse => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status as WebhookDeliveryResponse['status'],
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

const DELIVERY_LOG_SIZE = 100;

export function createWebhooksRepository(db: Database) {
  const ofUser = (userId: string, id: string) => and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id));
  return {
    async create(userId: string, values: { url: string; eventTypes: string[]; secret: string }) {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ...values, userId })
        .returning();
      return toWebhook(row!);
    },
    /** Every endpoint's stored signing secret, for sealing again under a new APP_SECRET. */
    storedSecrets: () => db.select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret }).from(webhookEndpoints),
    /** One endpoint's stored (sealed) signing secret, if it is the account's. */
    async storedSecret(userId: string, id: string) {
      const [row] = await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(ofUser(userId, id));
      return row?.secret;
    },
    async replaceSecret(id: string, from: string, to: string) {
      await db
        .update(webhookEndpoints)
        .set({ secret: to })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secret, from)));
    },
    async list(userId: string) {
      const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(webhookEndpoints.createdAt);
      return rows.map(toWebhook);
    },
    async count(userId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId));
      return Number(row?.n ?? 0);
    },
    async remove(userId: string, id: string) {
      return (await db.delete(webhookEndpoints).where(ofUser(userId, id)).returning({ id: webhookEndpoints.id })).length > 0;
    },
    async exists(userId: string, id: string) {
      return (await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(ofUser(userId, id))).length > 0;
    },
    /** Enabled endpoints of the account subscribed to the type. */
    async subscribed(userId: string, type: string) {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            isNull(webhookEndpoints.disabledAt),
            sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([type])}::jsonb`,
          ),
        );
    },
    /** Once per endpoint and event: a re-run of the reaction finds it made. */
    async addDelivery(endpointId: string, eventId: string, eventType: string, body: string) {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ endpointId, eventId, eventType, body, status: 'pending' })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      return row?.id;
    },
    async delivery(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },
    async deliveries(userId: string, endpointId: string) {
      const rows = await db
        .select({ d: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookDeliveries.endpointId, endpointId)))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(DELIVERY_LOG_SIZE);
      return rows.map((r) => toDelivery(r.d));
    },
    async deliveryOf(userId: string, endpointId: string, id: string) {
      const [row] = await db
        .select({ d: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
      return row ? toDelivery(row.d) : undefined;
    },
    async attempted(id: string, result: { ok: boolean; responseStatus: number | null; error: string | null }) {
      await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          responseStatus: result.responseStatus,
          lastError: result.error,
          ...(result.ok ? { status: 'delivered', deliveredAt: new Date() } : {}),
        })
        .where(eq(webhookDeliveries.id, id));
    },
    async markFailed(id: string) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
    },
    async markPending(id: string) {
      await db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, id));
    },
    /** A success clears the run of failures; a failure starts one (answers when it started). */
    async endpointSucceeded(endpointId: string) {
      await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
    },
    async endpointFailed(endpointId: string): Promise<Date> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? new Date();
    },
    async disable(endpointId: string) {
      const rows = await db
        .update(webhookEndpoints)
        .set({ disabledAt: new Date() })
        .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
