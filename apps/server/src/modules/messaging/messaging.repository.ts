import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AudienceFilter, ConversationListQuery, ConversationListResponse, ConversationResponse, MessageChannel, MessageResponse, MessageStatus, TemplateRequest, TemplateResponse } from '@porchlight/domain/messaging/message-schemas';
import { withPreferenceDefaults, DEFAULT_TIME_ZONE } from '@porchlight/domain/notifications/notification-preferences';
import type { Database } from '../../db/client.ts';
import { conversationStates, emailAccounts, leadConsents, leads, messageTemplates, messages, messagingSettings, notificationSettings, profiles, properties, smsAccounts, users } from '../../db/schema/index.ts';
import type { EventExecutor } from '../../events/event-log.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export type MessagePageQuery = { leadId?: string; channel?: MessageChannel; direction?: 'inbound' | 'outbound'; after?: { at: string; id: string }; limit: number };
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

const iso = (v: unknown) => new Date(v as string).toISOString();
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export type LeadContact = { id: string; name: string; email: string | null; phone: string | null; smsOptedOut: boolean; emailUnsubscribed: boolean };

export function createMessagingRepository(db: Database) {
  async function lead(userId: string, leadId: string): Promise<LeadContact | undefined> {
    const [row] = await db
      .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, smsOptedOutAt: leadConsents.smsOptedOutAt, emailUnsubscribedAt: leadConsents.emailUnsubscribedAt })
      .from(leads)
      .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
      .where(and(eq(leads.userId, userId), eq(leads.id, leadId)));
    return row && { id: row.id, name: row.name, email: row.email, phone: row.phone, smsOptedOut: Boolean(row.smsOptedOutAt), emailUnsubscribed: Boolean(row.emailUnsubscribedAt) };
  }

  return {
    /** Every stored credential, for sealing again under a new APP_SECRET. */
    async sealedCredentials() {
      const email = await db.select({ userId: emailAccounts.userId, sealed: emailAccounts.passwordEncrypted }).from(emailAccounts);
      const sms = await db.select({ userId: smsAccounts.userId, sealed: smsAccounts.authTokenEncrypted }).from(smsAccounts);
      return { email, sms };
    },
    /** Swaps one sealed value for another, unless the agent saved a new one meanwhile. */
    async replaceSealedCredential(kind: 'email' | 'sms', userId: string, from: string, to: string) {
      if (kind === 'email') await db.update(emailAccounts).set({ passwordEncrypted: to }).where(and(eq(emailAccounts.userId, userId), eq(emailAccounts.passwordEncrypted, from)));
      else await db.update(smsAccounts).set({ authTokenEncrypted: to }).where(and(eq(smsAccounts.userId, userId), eq(smsAccounts.authTokenEncrypted, from)));
    },
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
      const [prefs] = await db.select({ preferences: notificationSettings.preferences, timeZone: notificationSettings.timeZone }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return user && { ...user, emailNotificationsEnabled: withPreferenceDefaults(prefs?.preferences).email, timeZone: prefs?.timeZone ?? DEFAULT_TIME_ZONE };
    },

    async settings(userId: string) {
      const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.userId, userId));
      return row ?? { userId, smsEnabled: false, smsPhoneNumber: null, emailEnabled: true, dismissedBanners: [] as string[], updatedAt: new Date() };
    },

    async saveSettings(userId: string, values: Partial<Pick<typeof messagingSettings.$inferInsert, 'smsEnabled' | 'smsPhoneNumber' | 'emailEnabled'>>) {
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
          set: { dismissedBanners: sql`(select array_agg(distinct b) from unnest(array_append(${messagingSettings.dismissedBanners}, ${banner})) as b)`, updatedAt: new Date() },
        });
    },

    async smsAccount(userId: string) {
      const [row] = await db.select().from(smsAccounts).where(eq(smsAccounts.userId, userId));
      return row;
    },
    async smsAccountsBySid(accountSid: string) {
      return db.select().from(smsAccounts).where(eq(smsAccounts.accountSid, accountSid));
    },
    async saveSmsAccount(values: typeof smsAccounts.$inferInsert) {
      const { userId: _owner, ...rest } = values;
      await db
        .insert(smsAccounts)
        .values(values)
        .onConflictDoUpdate({ target: smsAccounts.userId, set: { ...rest, connectedAt: new Date() } });
    },
    async removeSmsAccount(userId: string) {
      await db.delete(smsAccounts).where(eq(smsAccounts.userId, userId));
    },

    async emailAccount(userId: string) {
      const [row] = await db.select().from(emailAccounts).where(eq(emailAccounts.userId, userId));
      return row;
    },
    async saveEmailAccount(values: typeof emailAccounts.$inferInsert) {
      const { userId: _owner, ...rest } = values;
      await db
        .insert(emailAccounts)
        .values(values)
        .onConflictDoUpdate({ target: emailAccounts.userId, set: { ...rest, imapLastUid: 0, imapUidValidity: null, lastError: null, connectedAt: new Date() } });
    },
    async removeEmailAccount(userId: string) {
      await db.delete(emailAccounts).where(eq(emailAccounts.userId, userId));
    },
    async emailAccountsToPoll() {
      return db.select({ userId: emailAccounts.userId, connectedAt: emailAccounts.connectedAt }).from(emailAccounts);
    },
    /**
     * The UID read up to: it only moves forward within one UIDVALIDITY, so two reads that
     * overlap (the IDLE-triggered one and the 30 s one) cannot move it back.
     */
    async setImapProgress(userId: string, lastUid: number, uidValidity: string | null, lastError: string | null) {
      await db
        .update(emailAccounts)
        .set({ imapLastUid: sql`case when ${emailAccounts.imapUidValidity} is not distinct from ${uidValidity} then greatest(${emailAccounts.imapLastUid}, ${lastUid}) else ${lastUid} end`, imapUidValidity: uidValidity, lastError })
        .where(eq(emailAccounts.userId, userId));
    },
    /** Takes or renews the mailbox's IDLE lease for `holder`; false while another instance holds it. */
    async claimIdleLease(userId: string, holder: string, ms: number) {
      const rows = await db
        .update(emailAccounts)
        .set({ idleHolder: holder, idleLeaseUntil: sql`now() + make_interval(secs => ${ms / 1000})` })
        .where(and(eq(emailAccounts.userId, userId), sql`(${emailAccounts.idleHolder} is null or ${emailAccounts.idleHolder} = ${holder} or ${emailAccounts.idleLeaseUntil} < now())`))
        .returning({ userId: emailAccounts.userId });
      return rows.length > 0;
    },
    async releaseIdleLease(userId: string, holder: string) {
      await db
        .update(emailAccounts)
        .set({ idleHolder: null, idleLeaseUntil: null })
        .where(and(eq(emailAccounts.userId, userId), eq(emailAccounts.idleHolder, holder)));
    },

    /** Outbound messages of a channel this month that use the allowance, and the ones received. */
    async monthUsage(userId: string, type: MessageChannel, now = new Date()) {
      const rows = rowsOf(
        await db.execute(sql`
          select
            count(*) filter (where direction = 'outbound' and status not in ('failed', 'canceled')) as sent,
            count(*) filter (where direction = 'inbound') as received
          from messages where user_id = ${userId} and type = ${type} and created_at >= ${monthStartOf(now).toISOString()}`),
      );
      return { sent: Number(rows[0]?.sent ?? 0), received: Number(rows[0]?.received ?? 0) };
    },

    /** The message stored for another module's send request, if any. */
    async messageByRequestKey(userId: string, requestKey: string) {
      const [row] = await db.select({ id: messages.id }).from(messages).where(and(eq(messages.userId, userId), eq(messages.requestKey, requestKey)));
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
      const [row] = await db.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.id, id)));
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
    async setStatus(id: string, status: MessageStatus, fields: { providerId?: string; error?: string | null; sentAt?: Date } = {}, executor: Pick<Database, 'update'> = db) {
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

    /** Which of these Twilio message SIDs are recorded for another text than `messageId` (so they are not its). */
    async smsIdsOfOthers(messageId: string, sids: string[]): Promise<Set<string>> {
      if (sids.length === 0) return new Set();
      const rows = await db.select({ providerId: messages.providerId }).from(messages).where(and(eq(messages.type, 'sms'), inArray(messages.providerId, sids), ne(messages.id, messageId)));
      return new Set(rows.map((r) => r.providerId!));
    },

    /** A delivery report: only forward (sent → delivered or failed), never back. */
    async updateByProviderId(type: MessageChannel, providerId: string, status: 'delivered' | 'failed' | 'sent', error: string | null) {
      const from = status === 'sent' ? ['sending', 'queued'] : ['sending', 'sent', 'queued'];
      const [row] = await db
        .update(messages)
        .set({ status, error, updatedAt: new Date() })
        .where(and(eq(messages.type, type), eq(messages.providerId, providerId), inArray(messages.status, from)))
        .returning({ id: messages.id, userId: messages.userId, leadId: messages.leadId });
      return row;
    },

    /**
     * The account's lead a text from `phone` is from: the lead the account last texted at that
     * number, else its lead with that number (last 10 digits), most recently changed first.
     * Only within the account that owns the number the text was sent to (decision 044).
     */
    async leadTextingFrom(userId: string, phone: string): Promise<string | undefined> {
      const [recent] = await db
        .select({ leadId: messages.leadId })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.type, 'sms'), eq(messages.direction, 'outbound'), eq(messages.toAddress, phone), sql`${messages.leadId} is not null`))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      if (recent?.leadId) return recent.leadId;
      const digits = phone.replace(/\D/g, '').slice(-10);
      const [byPhone] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.userId, userId), sql`right(regexp_replace(coalesce(${leads.phone}, ''), '\\D', '', 'g'), 10) = ${digits}`))
        .orderBy(desc(leads.updatedAt))
        .limit(1);
      return byPhone?.id;
    },

    /** A reply e-mail's lead: the thread it answers, else a lead with the sender's address. */
    async routeInboundEmail(userId: string, fromAddress: string, references: string[]) {
      if (references.length > 0) {
        const [byThread] = await db
          .select({ leadId: messages.leadId })
          .from(messages)
          .where(and(eq(messages.userId, userId), eq(messages.type, 'email'), inArray(messages.providerId, references)))
          .limit(1);
        if (byThread?.leadId) return byThread.leadId;
      }
      const [byAddress] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.userId, userId), sql`lower(${leads.email}) = ${fromAddress.toLowerCase()}`))
        .orderBy(desc(leads.updatedAt))
        .limit(1);
      return byAddress?.id;
    },

    /** The local SMS outbox (DEV_MAILBOX, no Twilio): texts kept for one number, newest first. */
    async listSmsTo(to: string, limit: number) {
      const rows = await db
        .select({ id: messages.id, from: messages.fromAddress, body: messages.body, status: messages.status, createdAt: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.type, 'sms'), eq(messages.direction, 'outbound'), eq(messages.toAddress, to)))
        .orderBy(desc(messages.createdAt))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, from: r.from, body: r.body, status: r.status, created_at: r.createdAt.toISOString() }));
    },

    /** The leads of an audience segment (same rules as the audience view: case and spaces ignored). */
    async audience(userId: string, filter: AudienceFilter, limit: number): Promise<LeadContact[]> {
      const same = (column: PgColumn, value: string) => (value === '' ? sql`coalesce(trim(${column}), '') = ''` : sql`lower(trim(${column})) = ${value.trim().toLowerCase()}`);
      const rows = await db
        .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, smsOptedOutAt: leadConsents.smsOptedOutAt, emailUnsubscribedAt: leadConsents.emailUnsubscribedAt })
        .from(leads)
        .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
        .where(
          and(
            eq(leads.userId, userId),
            filter.lead_ids !== undefined ? inArray(leads.id, filter.lead_ids) : undefined,
            filter.status !== undefined ? same(leads.status, filter.status) : undefined,
            filter.source !== undefined ? same(leads.source, filter.source) : undefined,
            filter.location !== undefined ? same(leads.location, filter.location) : undefined,
            filter.tag !== undefined
              ? filter.tag === ''
                ? sql`cardinality(${leads.tags}) = 0`
                : sql`exists (select 1 from unnest(${leads.tags}) as t(tag) where lower(t.tag) = ${filter.tag.trim().toLowerCase()})`
              : undefined,
          ),
        )
        .orderBy(asc(leads.name))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, smsOptedOut: Boolean(r.smsOptedOutAt), emailUnsubscribed: Boolean(r.emailUnsubscribedAt) }));
    },

    /** The agent's property for a message card (the properties table, read only). */
    async property(userId: string, propertyId: string) {
      const [row] = await db
        .select({ id: properties.id, address: properties.address, city: properties.city, state: properties.state, zipcode: properties.zipcode, currentPrice: properties.currentPrice, listingPrice: properties.listingPrice, bedrooms: properties.bedrooms, bathrooms: properties.bathrooms, listingUrl: properties.listingUrl })
        .from(properties)
        .where(and(eq(properties.userId, userId), eq(properties.id, propertyId)));
      return row;
    },

    /** A bulk send's messages, one per recipient, with the lead's name. */
    async bulkMessages(userId: string, bulkId: string) {
      return db
        .select({ id: messages.id, leadId: messages.leadId, leadName: leads.name, to: messages.toAddress, status: messages.status, error: messages.error, sendAt: messages.sendAt })
        .from(messages)
        .leftJoin(leads, eq(leads.id, messages.leadId))
        .where(and(eq(messages.userId, userId), eq(messages.bulkId, bulkId)))
        .orderBy(asc(leads.name), asc(messages.id));
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

    async conversations(userId: string, q: ConversationListQuery): Promise<ConversationListResponse> {
      const channel = q.filter === 'sms' || q.filter === 'email' ? sql`and m.type = ${q.filter}` : sql``;
      const unreadOnly = q.filter === 'unread' ? sql`and coalesce(u.n, 0) > 0` : sql``;
      const search = q.search ? sql`and (l.name ilike ${`%${escapeLike(q.search)}%`} or l.email ilike ${`%${escapeLike(q.search)}%`} or l.phone ilike ${`%${escapeLike(q.search)}%`} or last.body ilike ${`%${escapeLike(q.search)}%`})` : sql``;
      const rows = rowsOf(
        await db.execute(sql`
          with last as (
            select distinct on (m.lead_id) m.lead_id, m.id, m.type, m.direction, m.body, m.status, m.created_at
            from messages m where m.user_id = ${userId} and m.lead_id is not null ${channel}
            order by m.lead_id, m.created_at desc
          ), u as (
            select lead_id, count(*) as n from messages
            where user_id = ${userId} and direction = 'inbound' and read_at is null and lead_id is not null group by lead_id
          )
          select l.id as lead_id, l.name, l.email, l.phone, last.id, last.type, last.direction, last.body, last.status, last.created_at,
            coalesce(u.n, 0) as unread, cs.done_at, lc.sms_opted_out_at, count(*) over () as total
          from last join leads l on l.id = last.lead_id
          left join u on u.lead_id = last.lead_id
          left join conversation_states cs on cs.user_id = ${userId} and cs.lead_id = last.lead_id
          left join lead_consents lc on lc.lead_id = last.lead_id
          where true ${unreadOnly} ${search}
          order by last.created_at desc, l.id
          limit ${q.limit} offset ${q.offset}`),
      );
      const unreadRows = rowsOf(await db.execute(sql`select count(*) as n from messages where user_id = ${userId} and direction = 'inbound' and read_at is null and lead_id is not null`));
      const conversations: ConversationResponse[] = rows.map((r) => ({
        lead_id: String(r.lead_id),
        lead_name: String(r.name),
        lead_email: (r.email as string | null) ?? null,
        lead_phone: (r.phone as string | null) ?? null,
        sms_opted_out: Boolean(r.sms_opted_out_at),
        last_message: { id: String(r.id), channel: r.type as MessageChannel, direction: r.direction as 'outbound' | 'inbound', body: String(r.body), status: r.status as MessageStatus, created_at: iso(r.created_at) },
        unread_count: Number(r.unread),
        done: Boolean(r.done_at) && new Date(r.done_at as string) >= new Date(r.created_at as string),
      }));
      return { conversations, total: Number(rows[0]?.total ?? 0), unread_total: Number(unreadRows[0]?.n ?? 0) };
    },

    async thread(userId: string, leadId: string, limit = 500) {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.leadId, leadId)))
        .orderBy(desc(messages.createdAt))
        .limit(limit);
      return rows.reverse();
    },

    /** A page of the account's messages, newest first, after a keyset (the public API's cursor). */
    async page(userId: string, q: MessagePageQuery) {
      const { leadId, channel, direction, after, limit } = q;
      const rows = await db
        .select({ message: messages, at: sql<string>`${messages.createdAt}::text` })
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            leadId ? eq(messages.leadId, leadId) : undefined,
            channel ? eq(messages.type, channel) : undefined,
            direction ? eq(messages.direction, direction) : undefined,
            after ? sql`(${messages.createdAt}, ${messages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return rows;
    },

    async markRead(userId: string, leadId: string) {
      const rows = await db
        .update(messages)
        .set({ readAt: new Date() })
        .where(and(eq(messages.userId, userId), eq(messages.leadId, leadId), eq(messages.direction, 'inbound'), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return rows.length;
    },

    async setDone(userId: string, leadId: string, done: boolean) {
      const doneAt = done ? new Date() : null;
      await db
        .insert(conversationStates)
        .values({ userId, leadId, doneAt })
        .onConflictDoUpdate({ target: [conversationStates.userId, conversationStates.leadId], set: { doneAt } });
    },

    templates: {
      async list(userId: string): Promise<TemplateResponse[]> {
        const rows = await db.select().from(messageTemplates).where(eq(messageTemplates.userId, userId)).orderBy(asc(messageTemplates.name));
        return rows.map(toTemplate);
      },
      async create(userId: string, t: TemplateRequest) {
        const [row] = await db
          .insert(messageTemplates)
          .values({ userId, name: t.name, channel: t.channel, subject: t.subject ?? null, body: t.body })
          .returning();
        return toTemplate(row!);
      },
      async update(userId: string, id: string, t: TemplateRequest) {
        const [row] = await db
          .update(messageTemplates)
          .set({ name: t.name, channel: t.channel, subject: t.subject ?? null, body: t.body, updatedAt: new Date() })
          .where(and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id)))
          .returning();
        return row && toTemplate(row);
      },
      async remove(userId: string, id: string) {
        const rows = await db
          .delete(messageTemplates)
          .where(and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id)))
          .returning({ id: messageTemplates.id });
        return rows.length > 0;
      },
    },
  };
}

const toTemplate = (r: typeof messageTemplates.$inferSelect): TemplateResponse => ({ id: r.id, name: r.name, channel: r.channel, subject: r.subject, body: r.body, updated_at: r.updatedAt.toISOString() });

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
