import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** spec 000 §3 Subscription. The newest current row (active, trialing, past_due) is the plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** monthly or annual: which price the period was bought at. */
    billingInterval: text('billing_interval').notNull().default('monthly'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    status: text('status').notNull(),
    currentPeriodStart: stamp('current_period_start'),
    currentPeriodEnd: stamp('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    uniqueIndex('subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

/** spec 000 §3 Add-on subscription: one row per add-on the user owns. */
export const userAddonSubscriptions = pgTable(
  'user_addon_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addonId: text('addon_id').notNull(),
    addonName: text('addon_name').notNull(),
    active: boolean('active').notNull().default(true),
    pendingCancellation: boolean('pending_cancellation').notNull().default(false),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodEnd: stamp('current_period_end'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_addon_subscriptions_user_active_idx').on(t.userId, t.active),
    uniqueIndex('user_addon_subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);
