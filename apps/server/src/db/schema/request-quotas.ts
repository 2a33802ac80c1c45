import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every instance (lib/request-quota.ts): one row per
 * quota and account, e.g. `import:<user id>` or `team-invite:<user id>`.
 */
export const requestQuotas = pgTable('request_quotas', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
