import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  ConversationListQuery,
  ConversationListResponse,
  ConversationResponse,
  MessageChannel,
  MessageStatus,
} from '@porchlight/domain/messaging/message-schemas';
import type { Database } from '../../db/client.ts';
import { conversationStates, messages } from '../../db/schema/index.ts';

export type MessagePageQuery = {
  leadId?: string;
  channel?: MessageChannel;
  direction?: 'inbound' | 'outbound';
  after?: { at: string; id: string };
  limit: number;
};

const iso = (v: unknown) => new Date(v as string).toISOString();
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The inbox's reads: conversations (one per lead, newest first), a lead's thread, the public API's pages; read and done marks. */
export function createConversationsRepository(db: Database) {
  return {
    async conversations(userId: string, q: ConversationListQuery): Promise<ConversationListResponse> {
      const channel = q.filter === 'sms' || q.filter === 'email' ? sql`and m.type = ${q.filter}` : sql``;
      const unreadOnly = q.filter === 'unread' ? sql`and coalesce(u.n, 0) > 0` : sql``;
      const search = q.search
        ? sql`and (l.name ilike ${`%${escapeLike(q.search)}%`} or l.email ilike ${`%${escapeLike(q.search)}%`} or l.phone ilike ${`%${escapeLike(q.search)}%`} or last.body ilike ${`%${escapeLike(q.search)}%`})`
        : sql``;
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
      const unreadRows = rowsOf(
        await db.execute(
          sql`select count(*) as n from messages where user_id = ${userId} and direction = 'inbound' and read_at is null and lead_id is not null`,
        ),
      );
      const conversations: ConversationResponse[] = rows.map((r) => ({
        lead_id: String(r.lead_id),
        lead_name: String(r.name),
        lead_email: (r.email as string | null) ?? null,
        lead_phone: (r.phone as string | null) ?? null,
        sms_opted_out: Boolean(r.sms_opted_out_at),
        last_message: {
          id: String(r.id),
          channel: r.type as MessageChannel,
          direction: r.direction as 'outbound' | 'inbound',
          body: String(r.body),
          status: r.status as MessageStatus,
          created_at: iso(r.created_at),
        },
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
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
