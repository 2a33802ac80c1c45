import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// The rows the plan's limits count (spec 000 §3 usage counts). The automation and messaging
// features extend these tables with their own columns; usage counting needs only these.

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const trackingTasks = pgTable(
  'tracking_tasks',
  { id: uuid('id').primaryKey().defaultRandom(), userId: owner(), status: text('status').notNull().default('active'), createdAt: created() },
  (t) => [index('tracking_tasks_user_status_idx').on(t.userId, t.status)],
);

export const flows = pgTable('flows', { id: uuid('id').primaryKey().defaultRandom(), userId: owner(), name: text('name').notNull(), createdAt: created() }, (t) => [
  index('flows_user_idx').on(t.userId),
]);

export const triggers = pgTable(
  'triggers',
  { id: uuid('id').primaryKey().defaultRandom(), userId: owner(), name: text('name').notNull(), createdAt: created() },
  (t) => [index('triggers_user_idx').on(t.userId)],
);

// messages: see messaging.ts (the messaging module owns it; usage counting reads it).
