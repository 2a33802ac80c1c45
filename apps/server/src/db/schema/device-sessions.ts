import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The devices a user has signed in from, posted by the client to /api/sessions/track. */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    authSessionId: text('auth_session_id'),
    browser: text('browser'),
    os: text('os'),
    deviceType: text('device_type'),
    ipAddress: text('ip_address'),
    location: text('location'),
    userAgent: text('user_agent'),
    deviceInfo: jsonb('device_info').$type<Record<string, unknown>>().notNull(),
    sessionInfo: jsonb('session_info').$type<Record<string, unknown>>().notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_sessions_user_fingerprint_idx').on(t.userId, t.fingerprint),
    index('device_sessions_user_last_seen_idx').on(t.userId, t.lastSeenAt),
  ],
);
