import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leads } from './leads.ts';
import { properties } from './properties.ts';

/**
 * Appointments (issue 53): a showing, a listing appointment, a consultation… in a book (a team's
 * book is the owner's id, like leads), on one agent's calendar, with its leads in
 * `appointment_leads`. The time is kept as instants with the zone it was set in, which the
 * reminders and the `.ics` files speak.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The book. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agent whose calendar holds it (reminded, and in their feed). */
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    type: text('type', {
      enum: ['showing', 'listing_appointment', 'buyer_consultation', 'open_house', 'closing', 'other'],
    }).notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['scheduled', 'held', 'no_show', 'rescheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** A reschedule closes the appointment and makes a new one: each names the other. */
    rescheduledFromId: uuid('rescheduled_from_id'),
    rescheduledToId: uuid('rescheduled_to_id'),
    /** The lead's reply to a reminder: confirmed, or asked to move it (and their words). */
    leadResponse: text('lead_response', { enum: ['confirmed', 'asked_to_move'] }),
    leadResponseText: text('lead_response_text'),
    leadResponseAt: timestamp('lead_response_at', { withTimezone: true }),
    /** Bumped by every change: `.ics` files carry it as their SEQUENCE, so calendars take the newest. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_user_starts_idx').on(t.userId, t.startsAt),
    index('appointments_agent_starts_idx').on(t.agentId, t.startsAt),
    index('appointments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The leads an appointment is with (one or more). */
export const appointmentLeads = pgTable(
  'appointment_leads',
  {
    /** Its own id, so a merge of duplicate leads can move it onto the lead that stays, and undo move it back. */
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('appointment_leads_appointment_lead_idx').on(t.appointmentId, t.leadId),
    index('appointment_leads_lead_idx').on(t.leadId),
  ],
);

/** Each agent's reminder times and stage rules (a row only once changed). */
export const appointmentSettings = pgTable('appointment_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stageOnSet: uuid('stage_on_set'),
  stageOnHeld: uuid('stage_on_held'),
  agentReminderMinutes: integer('agent_reminder_minutes').notNull(),
  leadReminderMinutes: integer('lead_reminder_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agent's private calendar subscription (an iCalendar URL with a secret token). Only the
 * token's SHA-256 is kept; a new link replaces the old one, and deleting the row revokes it.
 */
export const appointmentFeeds = pgTable(
  'appointment_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('appointment_feeds_token_idx').on(t.tokenHash)],
);

/**
 * An agent's public booking page (issue 53): leads pick a slot from their working hours minus
 * the times they are busy. `public_id` is the page's address; off until the agent turns it on.
 */
export const bookingPages = pgTable(
  'booking_pages',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicId: text('public_id').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** Weekday (0 Sunday) and minutes since midnight on the agent's clock. */
    workingHours: jsonb('working_hours').$type<{ weekday: number; start: number; end: number }[]>().notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    showingMinutes: integer('showing_minutes').notNull().default(30),
    consultationMinutes: integer('consultation_minutes').notNull().default(60),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    daysAhead: integer('days_ahead').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_pages_public_id_idx').on(t.publicId)],
);

/**
 * An agent's own calendar over CalDAV (issue 53, decision 071): where it is, the login (the
 * password sealed like the other stored secrets), the calendar Porchlight writes to, how the last
 * sync went, and the busy times read from it for the booking page.
 */
export const calendarConnections = pgTable('calendar_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  serverUrl: text('server_url').notNull(),
  username: text('username').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  calendarUrl: text('calendar_url').notNull(),
  calendarName: text('calendar_name').notNull(),
  /** The calendars the login reached when connected, for choosing another. */
  calendars: jsonb('calendars').$type<{ url: string; name: string }[]>().notNull(),
  /** What went wrong in the last sync, in words the agent can act on; null when it went through. */
  lastError: text('last_error'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  /** The agent's busy stretches from the calendar's other events, as of the last sync. */
  busyTimes: jsonb('busy_times').$type<{ start: string; end: string }[]>().notNull().default([]),
  /** A sync holds the agent's calendar until then (one at a time, so two never write one event from stale versions). */
  syncingUntil: timestamp('syncing_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where an appointment lives in its agent's calendar: the event's address, the version (ETag)
 * Porchlight last wrote or read, and the appointment's sequence then. A sync writes what is newer
 * here and reads back what has a new ETag there.
 */
export const appointmentCalendarEvents = pgTable(
  'appointment_calendar_events',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventUrl: text('event_url').notNull(),
    etag: text('etag'),
    sequence: integer('sequence').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_calendar_events_user_idx').on(t.userId)],
);
