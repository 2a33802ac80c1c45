import { and, desc, eq, or } from 'drizzle-orm';
import { propertyKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { SenderCheck } from '@porchlight/domain/lead-capture/lead-email-sender';
import type { LeadEmailStatus, LeadEmailView } from '@porchlight/domain/lead-capture/portal-lead-email';
import type { Database } from '../../db/client.ts';
import { leadEmails, properties, users } from '../../db/schema/index.ts';

type Row = typeof leadEmails.$inferSelect;
const PREVIEW_CHARS = 280;

const toView = (row: Row): LeadEmailView => ({
  id: row.id,
  status: row.status as LeadEmailStatus,
  portal: row.portal,
  from: row.fromAddress,
  subject: row.subject,
  receivedVia: row.receivedVia as LeadEmailView['receivedVia'],
  leadId: row.leadId,
  propertyId: row.propertyId,
  preview: row.text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS),
  sender:
    row.senderCheck?.verified === undefined
      ? null
      : { verified: row.senderCheck.verified, reason: row.senderCheck.reason ?? null, summary: row.senderCheck.summary },
  createdAt: row.createdAt.toISOString(),
});

export type IncomingMail = { messageId: string; from: string; subject: string; text: string; html: string | null };

export function createLeadEmailRepository(db: Database) {
  return {
    /** Keeps an e-mail once (a mailbox read twice, a forward retried): answers its id, or undefined when already kept. */
    async keep(
      userId: string,
      via: LeadEmailView['receivedVia'],
      mail: IncomingMail,
      senderCheck: SenderCheck,
    ): Promise<string | undefined> {
      const [row] = await db
        .insert(leadEmails)
        .values({
          userId,
          receivedVia: via,
          messageId: mail.messageId,
          fromAddress: mail.from,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: 'received',
          senderCheck,
        })
        .onConflictDoNothing({ target: [leadEmails.userId, leadEmails.messageId] })
        .returning({ id: leadEmails.id });
      return row?.id;
    },

    async load(id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(leadEmails).where(eq(leadEmails.id, id));
      return row;
    },

    async find(userId: string, id: string): Promise<(LeadEmailView & { text: string; html: string | null }) | undefined> {
      const [row] = await db
        .select()
        .from(leadEmails)
        .where(and(eq(leadEmails.userId, userId), eq(leadEmails.id, id)));
      return row ? { ...toView(row), text: row.text, html: row.html } : undefined;
    },

    /** The agent's own addresses: a lead they forward by hand from one of them is theirs. */
    async agentAddresses(userId: string): Promise<string[]> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row ? [row.email] : [];
    },

    async recent(userId: string, limit: number): Promise<LeadEmailView[]> {
      const rows = await db.select().from(leadEmails).where(eq(leadEmails.userId, userId)).orderBy(desc(leadEmails.createdAt)).limit(limit);
      return rows.map(toView);
    },

    async settle(
      id: string,
      values: {
        status: LeadEmailStatus;
        portal?: string | null;
        leadId?: string | null;
        propertyId?: string | null;
        senderCheck?: SenderCheck;
      },
    ): Promise<LeadEmailView | undefined> {
      const [row] = await db.update(leadEmails).set(values).where(eq(leadEmails.id, id)).returning();
      return row ? toView(row) : undefined;
    },

    /** The agent's property with this MLS number or address (the duplicate-key indexes). */
    async propertyWith(
      userId: string,
      place: { mls_number: string | null; address: string | null; city: string | null; state: string | null },
    ): Promise<string | undefined> {
      const keys = propertyKeyColumns(place);
      const matches = [
        keys.mls_key ? eq(properties.mlsKey, keys.mls_key) : undefined,
        keys.address_key ? eq(properties.addressKey, keys.address_key) : undefined,
      ].filter(Boolean);
      if (matches.length === 0) return undefined;
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.userId, userId), or(...matches)))
        .limit(1);
      return row?.id;
    },
  };
}
export type LeadEmailRepository = ReturnType<typeof createLeadEmailRepository>;
