import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxStatus = 'stored' | 'sent' | 'failed';

export type OutboxEntry = {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  kind: string;
  userId?: string;
  dedupeKey?: string;
};

export function createEmailOutboxRepository(db: Database) {
  return {
    async record(entry: OutboxEntry, status: OutboxStatus, error?: string) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...entry, status, error, sentAt: status === 'sent' ? new Date() : null })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },
    /** Whether a message with this dedupe key was sent (or kept) already. */
    async hasDelivered(dedupeKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.dedupeKey, dedupeKey), inArray(emailOutbox.status, ['sent', 'stored'])))
        .limit(1);
      return row !== undefined;
    },

    async listTo(toAddress: string, limit: number) {
      const rows = await db
        .select({
          id: emailOutbox.id,
          subject: emailOutbox.subject,
          textBody: emailOutbox.textBody,
          kind: emailOutbox.kind,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, toAddress.toLowerCase()))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        subject: r.subject,
        text: r.textBody,
        kind: r.kind,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}
export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
