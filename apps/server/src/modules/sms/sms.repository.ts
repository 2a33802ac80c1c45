import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, messages, smsAccounts } from '../../db/schema/index.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Agents' own Twilio accounts, and the texts among the messages (usage, routing, delivery reports). */
export function createSmsRepository(db: Database) {
  return {
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

    /** Every stored Twilio token, for sealing again under a new APP_SECRET. */
    sealedTokens() {
      return db.select({ userId: smsAccounts.userId, sealed: smsAccounts.authTokenEncrypted }).from(smsAccounts);
    },
    /** Swaps one sealed token for another, unless the agent saved a new one meanwhile. */
    async replaceSealedToken(userId: string, from: string, to: string) {
      await db
        .update(smsAccounts)
        .set({ authTokenEncrypted: to })
        .where(and(eq(smsAccounts.userId, userId), eq(smsAccounts.authTokenEncrypted, from)));
    },

    /** Texts sent this month that use the allowance, and the ones received. */
    async monthUsage(userId: string, now = new Date()) {
      const rows = rowsOf(
        await db.execute(sql`
          select
            count(*) filter (where direction = 'outbound' and status not in ('failed', 'canceled')) as sent,
            count(*) filter (where direction = 'inbound') as received
          from messages where user_id = ${userId} and type = 'sms' and created_at >= ${monthStartOf(now).toISOString()}`),
      );
      return { sent: Number(rows[0]?.sent ?? 0), received: Number(rows[0]?.received ?? 0) };
    },

    /** Which of these Twilio message SIDs are recorded for another text than `messageId` (so they are not its). */
    async smsIdsOfOthers(messageId: string, sids: string[]): Promise<Set<string>> {
      if (sids.length === 0) return new Set();
      const rows = await db
        .select({ providerId: messages.providerId })
        .from(messages)
        .where(and(eq(messages.type, 'sms'), inArray(messages.providerId, sids), ne(messages.id, messageId)));
      return new Set(rows.map((r) => r.providerId!));
    },

    /** A delivery report: only forward (sent → delivered or failed), never back. */
    async updateByProviderId(providerId: string, status: 'delivered' | 'failed' | 'sent', error: string | null) {
      const from = status === 'sent' ? ['sending', 'queued'] : ['sending', 'sent', 'queued'];
      const [row] = await db
        .update(messages)
        .set({ status, error, updatedAt: new Date() })
        .where(and(eq(messages.type, 'sms'), eq(messages.providerId, providerId), inArray(messages.status, from)))
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
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.type, 'sms'),
            eq(messages.direction, 'outbound'),
            eq(messages.toAddress, phone),
            sql`${messages.leadId} is not null`,
          ),
        )
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

    /** The local SMS outbox (DEV_MAILBOX, no Twilio): texts kept for one number, newest first. */
    async listSmsTo(to: string, limit: number) {
      const rows = await db
        .select({
          id: messages.id,
          from: messages.fromAddress,
          body: messages.body,
          status: messages.status,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.type, 'sms'), eq(messages.direction, 'outbound'), eq(messages.toAddress, to)))
        .orderBy(desc(messages.createdAt))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, from: r.from, body: r.body, status: r.status, created_at: r.createdAt.toISOString() }));
    },
  };
}

export type SmsRepository = ReturnType<typeof createSmsRepository>;
