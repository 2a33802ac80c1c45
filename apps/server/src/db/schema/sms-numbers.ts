import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The numbers texts reach an account on (decision 044): a number Porchlight bought for it on the
 * operator's Twilio account, a number of the agent's own Twilio account, or a stand-in while
 * texts stay in the local outbox. A number belongs to one account, and an inbound text is given
 * to the account whose number it was sent to, and to no other.
 */
export const smsNumbers = pgTable(
  'sms_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: nobody's texts, released by a job. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['bought', 'own', 'local'] }).notNull(),
    /** E.164; null while it is being bought. */
    phoneNumber: text('phone_number'),
    /** The Twilio account that holds the number and signs its webhooks; null for a local stand-in. */
    accountSid: text('account_sid'),
    /** Twilio's IncomingPhoneNumber SID (PN...) of a bought number, to release it. */
    numberSid: text('number_sid'),
    status: text('status', { enum: ['buying', 'active', 'failed'] })
      .notNull()
      .default('active'),
    /** Why buying failed, in Twilio's words. */
    error: text('error'),
    /** Set when the account turned SMS off: the number stays its own until then, and is released after (a sweep). */
    releaseAfter: timestamp('release_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_numbers_phone_number_idx').on(t.phoneNumber),
    // One number given by Porchlight (bought or a stand-in) per account at a time.
    uniqueIndex('sms_numbers_given_user_idx')
      .on(t.userId)
      .where(sql`source <> 'own'`),
    index('sms_numbers_user_idx').on(t.userId),
  ],
);

/**
 * Texts that reached no account: sent to a number no account owns (a shared or released one),
 * signed by another Twilio account than the one holding the number, or from a sender who is
 * none of the owner's leads. Kept 30 days for the operator to look into, shown to nobody.
 */
export const unroutedTexts = pgTable(
  'unrouted_texts',
  {
    /** Twilio's MessageSid: a webhook delivered twice is kept once. */
    providerId: text('provider_id').primaryKey(),
    accountSid: text('account_sid'),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    reason: text('reason').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unrouted_texts_received_idx').on(t.receivedAt)],
);
