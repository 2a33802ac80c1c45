import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

/**
 * An e-mail's hand-over to SMTP (decision 047): while a message is "sending", its `provider_id`
 * stays empty until the moment the message goes to the mail server, when its Message-ID is
 * written there (and `updated_at` to the attempt's time) in a transaction of its own. A message
 * found "sending" after a crash without its Message-ID never reached the server.
 */
export function createEmailSendRepository(db: Database) {
  return {
    /**
     * The hand-over record, committed before the message goes out. Only for the attempt that
     * claimed the message (its claim's `updated_at`): an attempt whose lease was lost and taken
     * over finds false and must not send.
     */
    async recordHandOver(id: string, claimedAt: Date, messageId: string): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ providerId: messageId, updatedAt: new Date() })
        .where(and(eq(messages.id, id), eq(messages.status, 'sending'), isNull(messages.providerId), eq(messages.updatedAt, claimedAt)))
        .returning({ id: messages.id });
      return rows.length === 1;
    },

    /** The server refused the message after the hand-over: nothing went out, the record goes. */
    async forgetHandOver(id: string) {
      await db
        .update(messages)
        .set({ providerId: null })
        .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
    },

    /** A message its dead attempt left "sending" before any hand-over goes back to the queue; false if it was handed over meanwhile. */
    async requeueNeverHandedOver(id: string): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ status: 'queued', updatedAt: new Date() })
        .where(and(eq(messages.id, id), eq(messages.status, 'sending'), isNull(messages.providerId)))
        .returning({ id: messages.id });
      return rows.length === 1;
    },

    /**
     * The Message-IDs of the e-mails with a lead that reached the other side (sent, delivered or
     * received), oldest first, but `exceptId`: the chain a new e-mail's References carries.
     */
    async threadMessageIds(userId: string, leadId: string, exceptId: string): Promise<string[]> {
      const rows = await db
        .select({ providerId: messages.providerId })
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.leadId, leadId),
            eq(messages.type, 'email'),
            ne(messages.id, exceptId),
            inArray(messages.status, ['sent', 'delivered', 'kept', 'received']),
            isNotNull(messages.providerId),
          ),
        )
        .orderBy(asc(sql`coalesce(${messages.sentAt}, ${messages.createdAt})`), asc(messages.createdAt));
      return rows.map((r) => r.providerId!);
    },
  };
}

export type EmailSendRepository = ReturnType<typeof createEmailSendRepository>;
