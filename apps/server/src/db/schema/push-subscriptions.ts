import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Web push (issue 19): one row per device (browser profile) an agent turned notifications on
 * in. The endpoint is the push service's address for that browser; p256dh and auth are the
 * browser's keys the payload is encrypted to. Removed by the agent, or when the push service
 * answers 404/410 (the browser dropped the subscription).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the agent sees in the list ("Chrome on Android"), from the label sent or the user agent. */
    label: text('label').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    // A browser has one endpoint; subscribing again (or as another agent on a shared device) takes it over.
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The VAPID key pair web push signs with, when the operator set none (VAPID_*): generated once
 * per database, so every instance and every restore of a backup signs with the key browsers
 * subscribed with. One row (id 'current'): instances starting together insert one pair and read
 * the winner's. The private key is sealed with APP_SECRET's box (purpose vapid-private-key).
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
