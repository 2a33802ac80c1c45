import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EventCause } from '@porchlight/domain/events/event-types';
import { users } from './auth.ts';

/**
 * The durable job queue (apps/server/src/jobs): work that happens later or must survive a
 * restart. A job is taken with FOR UPDATE SKIP LOCKED and held under a lease; see
 * docs/decisions/013-job-queue-and-event-log.md.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What runs it: a handler's name, e.g. `notifications.email`. */
    queue: text('queue').notNull(),
    /** The account the job works for (fairness); null for the app's own housekeeping. */
    accountId: text('account_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Enqueuing the same (queue, unique_key) again adds nothing: the job runs once. */
    uniqueKey: text('unique_key'),
    /** queued, running, completed or failed. */
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0 runs before 1 (interactive before bulk). */
    priority: smallint('priority').notNull().default(0),
    /** The job's place in its account's line at this priority: accounts take turns. */
    fairSeq: bigint('fair_seq', { mode: 'number' }).notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_queue_unique_key_idx')
      .on(t.queue, t.uniqueKey)
      .where(sql`unique_key IS NOT NULL`),
    // The fetch: due queued jobs in fair order.
    index('jobs_queued_fair_idx')
      .on(t.priority, t.fairSeq, t.runAt)
      .where(sql`state = 'queued'`),
    // An account's last place in line (its new jobs go after it).
    index('jobs_account_fair_idx')
      .on(t.accountId, t.priority, t.fairSeq)
      .where(sql`state IN ('queued', 'running')`),
    // Expired leases.
    index('jobs_running_lease_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'running'`),
    // Clearing finished jobs.
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`finished_at IS NOT NULL`),
  ],
);

/** Cron schedules: whichever instance moves `next_run_at` forward enqueues that run. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  queue: text('queue').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

/**
 * The domain-event log: every change an agent cares about, written in the transaction of the
 * change. Types and payloads: packages/domain/src/events/event-types.ts.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order events were written in, also within one transaction (history pages by it). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who made the change (a user id), or null for the system (an import job, Stripe). */
    actorId: text('actor_id'),
    type: text('type').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What made the change when it was not a person: a flow run's step (domain EventCause), so triggers do not start that flow again from it. */
    cause: jsonb('cause').$type<EventCause>(),
    // Milliseconds, as JavaScript reads them back, so a history page's cursor is exact.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    index('events_subject_idx').on(t.accountId, t.subjectType, t.subjectId, t.seq),
    index('events_account_created_idx').on(t.accountId, t.createdAt),
    // The dashboard's activity feed: an account's newest events, a page at a time.
    index('events_account_seq_idx').on(t.accountId, t.seq),
  ],
);
