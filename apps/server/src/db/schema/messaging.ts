import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageAttachment } from '@porchlight/domain/messaging/send-request';
import { users } from './auth.ts';
import { leads } from './leads.ts';
import { searchDocument } from './search-documents.ts';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Sent and received SMS and e-mail (type sms or email). An outbound message moves
 * scheduled/queued → sending → sent → delivered, or failed (with the provider's reason);
 * inbound ones are received. The send job owns the move out of queued: a rerun that finds the
 * message past it sends nothing.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    type: text('type').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['outbound', 'inbound'] })
      .notNull()
      .default('outbound'),
    status: text('status').notNull().default('queued'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    subject: text('subject'),
    body: text('body').notNull().default(''),
    error: text('error'),
    /** Twilio's message SID, or the e-mail's Message-ID. */
    providerId: text('provider_id'),
    inReplyTo: text('in_reply_to'),
    bulkId: uuid('bulk_id'),
    /** Set when another module asked for the send through the send-request job: one message per request. */
    requestKey: text('request_key'),
    /** Files the e-mail carries (an appointment reminder's .ics), asked for by another module's send request. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_type_idx').on(t.userId, t.type, t.createdAt),
    index('messages_user_lead_idx').on(t.userId, t.leadId, t.createdAt),
    uniqueIndex('messages_type_provider_idx').on(t.type, t.providerId),
    uniqueIndex('messages_user_request_key_idx').on(t.userId, t.requestKey),
    // Global search (decision 020): the words of a message's subject and body.
    index('messages_search_trgm_idx').using('gin', sql`${searchDocument(t.subject, t.body)} gin_trgm_ops`),
  ],
);

/** A conversation the agent marked done (it comes back when the lead writes again). */
export const conversationStates = pgTable(
  'conversation_states',
  {
    userId: owner(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.leadId] })],
);

/** A lead's consent per channel: STOP by text, the unsubscribe link by e-mail. */
export const leadConsents = pgTable('lead_consents', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  userId: owner(),
  smsOptedOutAt: timestamp('sms_opted_out_at', { withTimezone: true }),
  emailUnsubscribedAt: timestamp('email_unsubscribed_at', { withTimezone: true }),
});

/** The agent's channel settings, and the banners they dismissed (kept across devices). */
export const messagingSettings = pgTable('messaging_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  /** No longer read (decision 044: each account's number is in sms_numbers); kept so a release running beside the last one still reads. */
  smsPhoneNumber: text('sms_phone_number'),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  dismissedBanners: text('dismissed_banners').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The agent's own mailbox: SMTP to send, IMAP to read replies; the password encrypted (APP_SECRET). */
export const emailAccounts = pgTable('email_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fromName: text('from_name').notNull(),
  fromAddress: text('from_address').notNull(),
  username: text('username').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpSecure: boolean('smtp_secure').notNull(),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull(),
  imapSecure: boolean('imap_secure').notNull(),
  /** The highest IMAP UID already read from INBOX (and its UIDVALIDITY). */
  imapLastUid: integer('imap_last_uid').notNull().default(0),
  imapUidValidity: text('imap_uid_validity'),
  lastError: text('last_error'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** The server instance holding this mailbox's IMAP IDLE connection, until the lease ends. */
  idleHolder: text('idle_holder'),
  idleLeaseUntil: timestamp('idle_lease_until', { withTimezone: true }),
});

/** SMS and e-mail templates with merge fields; automations will use them too. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_user_idx').on(t.userId, t.name)],
);

/**
 * The agent's own Twilio account (settings): their texts go out through it and webhooks for it
 * are checked with its auth token; the token is encrypted (APP_SECRET), like mailbox passwords.
 */
export const smsAccounts = pgTable(
  'sms_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountSid: text('account_sid').notNull(),
    authTokenEncrypted: text('auth_token_encrypted').notNull(),
    phoneNumber: text('phone_number'),
    messagingServiceSid: text('messaging_service_sid'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_accounts_account_sid_idx').on(t.accountSid)],
);
