import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { CURRENT_STATUSES } from '@porchlight/domain/billing/entitlements';
import type { Database } from '../../db/client.ts';
import { createBillingCustomersRepository } from '../../providers/billing/billing-customers.repository.ts';
import { stripeWebhookEvents, subscriptions, userAddonSubscriptions, users } from '../../db/schema/index.ts';

export type WebhookOutcome = 'applied' | 'ignored' | 'stale';

export type PlanSubscriptionValues = {
  userId: string;
  planId: string;
  billingInterval: 'monthly' | 'annual';
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type AddonSubscriptionValues = {
  userId: string;
  addonId: string;
  addonName: string;
  stripeSubscriptionId: string;
  active: boolean;
  pendingCancellation: boolean;
  currentPeriodEnd: Date | null;
};

function queries(db: Database) {
  return {
    async wasProcessed(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeWebhookEvents.id })
        .from(stripeWebhookEvents)
        .where(eq(stripeWebhookEvents.id, eventId))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Records the event before anything else in the transaction. A second delivery of the same
     * event (even one arriving at the same moment) finds the id taken and answers false.
     */
    async claimEvent(event: { id: string; type: string; createdAt: Date; stripeSubscriptionId: string | null }): Promise<boolean> {
      const rows = await db
        .insert(stripeWebhookEvents)
        .values({
          id: event.id,
          type: event.type,
          eventCreatedAt: event.createdAt,
          stripeSubscriptionId: event.stripeSubscriptionId,
          outcome: 'ignored',
        })
        .onConflictDoNothing()
        .returning({ id: stripeWebhookEvents.id });
      return rows.length > 0;
    },

    async settleEvent(eventId: string, outcome: WebhookOutcome) {
      await db.update(stripeWebhookEvents).set({ outcome }).where(eq(stripeWebhookEvents.id, eventId));
    },

    /** The time of the newest event already applied to this Stripe subscription (other than this one). */
    async latestAppliedEventAt(stripeSubscriptionId: string, exceptEventId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: stripeWebhookEvents.eventCreatedAt })
        .from(stripeWebhookEvents)
        .where(
          and(
            eq(stripeWebhookEvents.stripeSubscriptionId, stripeSubscriptionId),
            eq(stripeWebhookEvents.outcome, 'applied'),
            ne(stripeWebhookEvents.id, exceptEventId),
          ),
        )
        .orderBy(desc(stripeWebhookEvents.eventCreatedAt))
        .limit(1);
      return row?.at;
    },

    /** A deleted Stripe subscription never comes back: later events about it change nothing. */
    async wasDeleted(stripeSubscriptionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeWebhookEvents.id })
        .from(stripeWebhookEvents)
        .where(
          and(
            eq(stripeWebhookEvents.stripeSubscriptionId, stripeSubscriptionId),
            eq(stripeWebhookEvents.type, 'customer.subscription.deleted'),
            eq(stripeWebhookEvents.outcome, 'applied'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row);
    },

    userIdForStripeCustomer: (stripeCustomerId: string) => createBillingCustomersRepository(db).userIdForStripeCustomer(stripeCustomerId),

    /** Keeps the first customer known for a user (a checkout may have created it on Stripe's side). */
    async rememberCustomer(userId: string, stripeCustomerId: string) {
      await createBillingCustomersRepository(db).remember(userId, stripeCustomerId);
    },

    async planSubscriptionByStripeId(stripeSubscriptionId: string) {
      const [row] = await db
        .select({ id: subscriptions.id, userId: subscriptions.userId, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
        .limit(1);
      return row;
    },

    async upsertPlanSubscription(values: PlanSubscriptionValues) {
      const now = new Date();
      const [row] = await db
        .insert(subscriptions)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: subscriptions.stripeSubscriptionId,
          set: {
            planId: values.planId,
            billingInterval: values.billingInterval,
            stripeCustomerId: values.stripeCustomerId,
            status: values.status,
            currentPeriodStart: values.currentPeriodStart,
            currentPeriodEnd: values.currentPeriodEnd,
            cancelAtPeriodEnd: values.cancelAtPeriodEnd,
            updatedAt: now,
          },
        })
        .returning({ id: subscriptions.id, userId: subscriptions.userId, createdAt: subscriptions.createdAt });
      return row!;
    },

    /** "Newest current wins": the user's older current rows (the local trial, say) end. */
    async cancelOlderCurrentPlans(userId: string, keep: { id: string; createdAt: Date }): Promise<number> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.userId, userId),
            ne(subscriptions.id, keep.id),
            inArray(subscriptions.status, [...CURRENT_STATUSES]),
            lte(subscriptions.createdAt, keep.createdAt),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length;
    },

    async setPlanStatus(stripeSubscriptionId: string, status: string) {
      await db
        .update(subscriptions)
        .set({ status, updatedAt: new Date() })
        .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
    },

    async addonSubscriptionByStripeId(stripeSubscriptionId: string) {
      const [row] = await db
        .select({ id: userAddonSubscriptions.id, userId: userAddonSubscriptions.userId, active: userAddonSubscriptions.active })
        .from(userAddonSubscriptions)
        .where(eq(userAddonSubscriptions.stripeSubscriptionId, stripeSubscriptionId))
        .limit(1);
      return row;
    },

    async upsertAddonSubscription(values: AddonSubscriptionValues) {
      await db
        .insert(userAddonSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: userAddonSubscriptions.stripeSubscriptionId,
          set: {
            // The customer may swap one add-on for another in the Customer Portal.
            addonId: values.addonId,
            addonName: values.addonName,
            active: values.active,
            pendingCancellation: values.pendingCancellation,
            currentPeriodEnd: values.currentPeriodEnd,
            updatedAt: sql`now()`,
          },
        });
    },

    async setAddonActive(stripeSubscriptionId: string, active: boolean) {
      await db
        .update(userAddonSubscriptions)
        .set({ active, updatedAt: sql`now()` })
        .where(eq(userAddonSubscriptions.stripeSubscriptionId, stripeSubscriptionId));
    },
  };
}

export type StripeWebhookQueries = ReturnType<typeof queries>;

export function createStripeWebhookRepository(db: Database) {
  return {
    ...queries(db),
    /**
     * Runs the work on one transaction: the event id and the rows it changes commit together
     * (`raw` is the same transaction, for a job queued with them).
     */
    transaction<T>(work: (tx: StripeWebhookQueries, raw: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx as unknown as Database), tx as unknown as Database));
    },
  };
}
export type StripeWebhookRepository = ReturnType<typeof createStripeWebhookRepository>;
