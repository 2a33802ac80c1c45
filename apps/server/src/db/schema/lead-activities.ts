import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leads } from './leads.ts';

/** A lead's timeline: created, status changes and the agent's notes (messages join later). */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'created', 'status_changed', 'note' or 'call'. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    body: text('body'),
    /** A call's outcome (CALL_OUTCOMES) and length in seconds; null for other kinds. */
    callOutcome: text('call_outcome'),
    callDurationSeconds: integer('call_duration_seconds'),
    /** A call placed or taken through Porchlight (the calls module's row): its one line on the timeline. */
    callId: uuid('call_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_activities_lead_created_idx').on(t.leadId, t.createdAt), uniqueIndex('lead_activities_call_id_idx').on(t.callId)],
);
