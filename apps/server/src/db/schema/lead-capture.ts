import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_AUTO_REPLY, type LeadAutoReply, type LeadFormField } from '@porchlight/domain/lead-capture/lead-form';
import type { SenderCheck } from '@porchlight/domain/lead-capture/lead-email-sender';
import { users } from './auth.ts';
import { leads } from './leads.ts';
import { properties } from './properties.ts';

/** The agent's public lead form (one per account), reached at /f/<public_id>. */
export const leadForms = pgTable('lead_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The unguessable id in the form's link; a new one makes the old link stop working. */
  publicId: text('public_id').notNull().unique(),
  title: text('title').notNull(),
  intro: text('intro'),
  fields: jsonb('fields').$type<LeadFormField[]>().notNull(),
  askConsent: boolean('ask_consent').notNull(),
  consentText: text('consent_text').notNull(),
  thankYou: text('thank_you').notNull(),
  source: text('source').notNull(),
  enabled: boolean('enabled').notNull(),
  /** The instant reply to a new lead ({channel: null} is off). */
  autoReply: jsonb('auto_reply').$type<LeadAutoReply>().notNull().default(DEFAULT_AUTO_REPLY),
  /** The forwarding address's secret part: leads-<token>@INBOUND_EMAIL_DOMAIN. */
  inboxToken: text('inbox_token').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every submission a person made, and what became of it: never lost, even past the plan's lead limit. */
export const leadFormSubmissions = pgTable(
  'lead_form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** created, matched or held. */
    outcome: text('outcome').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** What the visitor sent, as the lead takes it (name, email, phone, message, ...). */
    values: jsonb('values').$type<Record<string, string | null>>().notNull(),
    /** Whether the visitor ticked the consent box, and the words they agreed to. */
    consent: boolean('consent').notNull(),
    consentText: text('consent_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_form_submissions_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * New-lead e-mails (from Zillow, Realtor.com, ...), forwarded to the agent's lead address or
 * found in their connected mailbox: kept whatever becomes of them, an unreadable one for the
 * agent to handle by hand.
 */
export const leadEmails = pgTable(
  'lead_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** forward (our SMTP receiver) or mailbox (the agent's connected IMAP mailbox). */
    receivedVia: text('received_via').notNull(),
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** received, created, matched, held, unverified, unreadable or dismissed. */
    status: text('status').notNull(),
    /** SPF/DKIM/DMARC as found on arrival, and once read whether the sender is the portal it names (null: kept before the check). */
    senderCheck: jsonb('sender_check').$type<SenderCheck>(),
    portal: text('portal'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_emails_user_message_idx').on(t.userId, t.messageId),
    index('lead_emails_user_created_idx').on(t.userId, t.createdAt),
  ],
);
