import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageChannel, MessageResponse, MessageStatus } from '@porchlight/domain/messaging/message-schemas';
import { withPreferenceDefaults, DEFAULT_TIME_ZONE } from '@porchlight/domain/notifications/notification-preferences';
import type { Database } from '../../db/client.ts';
import {
  leadConsents,
  leads,
  messages,
  messagingSettings,
  notificationSettings,
  profiles,
  properties,
  users,
} from '../../db/schema/index.ts';
import type { EventExecutor } from '../../events/event-log.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export type Executor = EventExecutor & Pick<Database, 'insert' | 'update' | 'select'>;

export const toMessageResponse = (m: MessageRow): MessageResponse => ({
  id: m.id,
  lead_id: m.leadId,
  channel: m.type as MessageChannel,
  direction: m.direction,
  status: m.status as MessageStatus,
  from: m.fromAddress,
  to: m.toAddress,
  subject: m.subject,
  body: m.body,
  error: m.error,
  send_at: m.sendAt?.toISOString() ?? null,
  sent_at: m.sentAt?.toISOString() ?? null,
  read_at: m.readAt?.toISOString() ?? null,
  created_at: m.createdAt.toISOString(),
});

export type LeadContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  smsOptedOut: boolean;
  emailUnsubscribed: boolean;
};

export function createMessagingRepository(db: Database) {
  async function lead(userId: string, leadId: string): Promise<LeadContact | undefined> {
    const [row] = await db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        smsOptedOutAt: leadConsents.smsOptedOutAt,
        emailUnsubscribedAt: leadConsents.emailUnsubscribedAt,
      })
      .from(leads)
      .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
      .where(and(eq(leads.userId, userId), eq(leads.id, leadId)));
    return (
      row && {
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        smsOptedOut: Boolean(row.smsOptedOutAt),
        emailUnsubscribed: Boolean(row.emailUnsubscribedAt),
      }
    );
  }

  return {
    db,
    lead,

    async agent(userId: string) {
      const [user] = await db
        .select({
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          phone: profiles.phone,
          brokerage: profiles.brokerage,
          licenseNumber: profiles.licenseNumber,
          website: profiles.website,
          signature: profiles.emailSignature,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      const [prefs] = await db
        .select({ preferences: notificationSettings.preferences, timeZone: notificationSettings.timeZone })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return (
        user && {
          ...user,
          emailNotificationsEnabled: withPreferenceDefaults(prefs?.preferences).email,
          timeZone: prefs?.timeZone ?? DEFAULT_TIME_ZONE,
        }
      );
    },

    async settings(userId: string) {
      const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.userId, userId));
      return (
        row ?? {
          userId,
          smsEnabled: false,
          smsPhoneNumber: null,
          emailEnabled: true,
          dismissedBanners: [] as string[],
          updatedAt: new Date(),
        }
      );
    },

    async saveSettings(
      userId: string,
      values: Partial<Pick<typeof messagingSettings.$inferInsert, 'smsEnabled' | 'smsPhoneNumber' | 'emailEnabled'>>,
    ) {
      await db
        .insert(messagingSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: messagingSettings.userId, set: { ...values, updatedAt: new Date() } });
    },

    async dismissBanner(userId: string, banner: string) {
      await db
        .insert(messagingSettings)
        .values({ userId, dismissedBanners: [banner] })
        .onConflictDoUpdate({
          target: messagingSettings.userId,
          set: {
            dismissedBanners: sql`(select array_agg(distinct b) from unnest(array_append(${messagingSettings.dismissedBanners}, ${banner})) as b)`,
            updatedAt: new Date(),
          },
        });
    },

    /** The message stored for another module's send request, if any. */
    async messageByRequestKey(userId: string, requestKey: string) {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.requestKey, requestKey)));
      return row;
    },

    async insertMessage(executor: Executor, values: NewMessageRow): Promise<MessageRow> {
      const [row] = await executor.insert(messages).values(values).returning();
      return row!;
    },

    /** An inbound message once per provider id (a webhook or poll seen twice adds nothing). */
    async insertInbound(executor: Executor, values: NewMessageRow): Promise<MessageRow | undefined> {
      const [row] = await executor
        .insert(messages)
        .values({ ...values, direction: 'inbound', status: 'received' })
        .onConflictDoNothing({ target: [messages.type, messages.providerId] })
        .returning();
      return row;
    },

    async message(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },
    async myMessage(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.id, id)));
      return row;
    },

    /** queued/scheduled → sending; undefined when another run took it (or it was never due). */
    async claimForSending(id: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set({ status: 'sending', updatedAt: new Date() })
        .where(and(eq(messages.id, id), inArray(messages.status, ['queued', 'scheduled'])))
        .returning();
      return row;
    },
    async setStatus(
      id: string,
      status: MessageStatus,
      fields: { providerId?: string; error?: string | null; sentAt?: Date } = {},
      executor: Pick<Database, 'update'> = db,
    ) {
      await executor
        .update(messages)
        .set({ status, ...fields, updatedAt: new Date() })
        .where(eq(messages.id, id));
    },
    /** A failed message sent again: a new attempt, so the last one's hand-over (an e-mail's Message-ID) is forgotten. */
    async requeue(userId: string, id: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set({ status: 'queued', error: null, providerId: null, updatedAt: new Date() })
        .where(and(eq(messages.userId, userId), eq(messages.id, id), eq(messages.status, 'failed')))
        .returning();
      return row;
    },
    async cancel(userId: string, id: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(messages.userId, userId), eq(messages.id, id), inArray(messages.status, ['scheduled', 'queued'])))
        .returning();
      return row;
    },

    /** The agent's property for a message card (the properties table, read only). */
    async property(userId: string, propertyId: string) {
      const [row] = await db
        .select({
          id: properties.id,
          address: properties.address,
          city: properties.city,
          state: properties.state,
          zipcode: properties.zipcode,
          currentPrice: properties.currentPrice,
          listingPrice: properties.listingPrice,
          bedrooms: properties.bedrooms,
          bathrooms: properties.bathrooms,
          listingUrl: properties.listingUrl,
        })
        .from(properties)
        .where(and(eq(properties.userId, userId), eq(properties.id, propertyId)));
      return row;
    },

    async leadOwner(leadId: string) {
      const [row] = await db.select({ userId: leads.userId }).from(leads).where(eq(leads.id, leadId));
      return row?.userId;
    },

    async setConsent(userId: string, leadId: string, field: 'sms' | 'email', optedOut: boolean) {
      const at = optedOut ? new Date() : null;
      const set = field === 'sms' ? { smsOptedOutAt: at } : { emailUnsubscribedAt: at };
      await db
        .insert(leadConsents)
        .values({ leadId, userId, ...set })
        .onConflictDoUpdate({ target: leadConsents.leadId, set });
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
