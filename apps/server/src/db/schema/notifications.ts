import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@porchlight/domain/notifications/notification-preferences';
import { users } from './auth.ts';

/** In-app notifications (spec 001 §3). Removed by the agent or by the plan's data retention. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lead, property, message, alert, system or task. */
    type: text('type', { enum: ['lead', 'property', 'message', 'alert', 'system', 'task'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    read: boolean('read').notNull().default(false),
    actionUrl: text('action_url'),
    actionLabel: text('action_label'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by jobs (the event or job it comes from): a rerun of the job adds no second one. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
    // The list (newest first per user), the replay (since) and the retention sweep use it.
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Notification preferences (spec 000 §3 shape) and the time zone quiet hours are read in. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
