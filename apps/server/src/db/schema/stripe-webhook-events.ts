import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every Stripe event we handled, by its id: a redelivered event is recognised and changes
 * nothing. The event's own time per subscription lets an older event arriving late be ignored.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** When Stripe created the event (its `created`), not when we received it. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    /** applied, ignored (unknown price or user, nothing to do) or stale (older than what we hold). */
    outcome: text('outcome').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_webhook_events_subscription_created_idx').on(t.stripeSubscriptionId, t.eventCreatedAt)],
);
