import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leads } from './leads.ts';

/**
 * Calls through the account's Twilio number (issue 52): a click-to-call (Twilio rings the
 * agent's phone, then the lead) or a lead's call forwarded to the agent. The row is written
 * before Twilio is asked, so a crash loses no call; Twilio's call SID is unique, so a callback
 * or a retried dial job finds its row and never makes a second one.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The book the call is in. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agent whose phone rang (the caller of a click-to-call, the one forwarded to). */
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The lead called or calling. Kept as null when the lead is deleted, as a text's is: the
     * month's call minutes are metered from these rows (decision 068).
     */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['outbound', 'inbound'] }).notNull(),
    /** The account's number and the other party's (E.164). */
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    /** The agent's phone, rung first (outbound) or forwarded to (inbound). */
    agentPhone: text('agent_phone'),
    /** The Twilio account that placed or received the call (its webhooks are signed by it). */
    accountSid: text('account_sid'),
    /** Twilio's CallSid of the first leg; null until Twilio answered the dial job. */
    callSid: text('call_sid'),
    state: text('state', { enum: ['queued', 'dialing', 'ringing', 'in_progress', 'ended'] })
      .notNull()
      .default('queued'),
    outcome: text('outcome', { enum: ['connected', 'voicemail', 'no_answer', 'busy', 'failed'] }),
    answeredBy: text('answered_by', { enum: ['agent', 'lead'] }),
    durationSeconds: integer('duration_seconds'),
    /** The first leg's whole length (Twilio's CallDuration): what the month's call minutes count, rounded up per call. */
    billedSeconds: integer('billed_seconds'),
    /** The conversation is recorded: the agent turned recording on, and both parties hear the notice (decision 068). */
    recorded: boolean('recorded').notNull().default(false),
    note: text('note'),
    error: text('error'),
    /** When the dial job last asked Twilio to place the call: a rerun asks Twilio before dialling again. */
    dialStartedAt: timestamp('dial_started_at', { withTimezone: true }),
    /** A missed inbound call texted back (at most once per caller an hour). */
    textedBackAt: timestamp('texted_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calls_call_sid_idx')
      .on(t.callSid)
      .where(sql`call_sid IS NOT NULL`),
    index('calls_user_lead_created_idx').on(t.userId, t.leadId, t.createdAt),
    // A lead's deletion (and a merge) finds its calls by this.
    index('calls_lead_idx').on(t.leadId),
    index('calls_user_from_texted_idx').on(t.userId, t.fromNumber, t.textedBackAt),
  ],
);

/** The agent's words for a missed call's text-back, and whether it is on (a row only once changed). */
export const callSettings = pgTable('call_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  missedCallTextEnabled: boolean('missed_call_text_enabled').notNull().default(true),
  missedCallText: text('missed_call_text'),
  /** Record conversations (off by default): each party hears the recording notice first (decision 068). */
  recordCalls: boolean('record_calls').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A recording Twilio holds of a call (the conversation, or the caller's voicemail). The lead's id
 * is kept without a reference, so the lead's deletion still finds its recordings to delete at
 * Twilio; `deletedAt` marks one deleted there (by the plan's retention or with the lead).
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    /** The lead the call was with, when it was made (no reference: see above). */
    leadId: uuid('lead_id'),
    kind: text('kind', { enum: ['call', 'voicemail'] }).notNull(),
    /** Twilio's RecordingSid (RE…) and the Twilio account that holds it. */
    recordingSid: text('recording_sid').notNull(),
    accountSid: text('account_sid').notNull(),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted at Twilio; the row stays so the timeline can say so. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Why it could not be deleted at Twilio (the account is not connected any more). */
    deleteError: text('delete_error'),
  },
  (t) => [
    uniqueIndex('call_recordings_recording_sid_idx').on(t.recordingSid),
    index('call_recordings_call_idx').on(t.callId),
    index('call_recordings_lead_idx').on(t.leadId),
    index('call_recordings_kept_idx')
      .on(t.userId, t.createdAt)
      .where(sql`deleted_at IS NULL`),
  ],
);
