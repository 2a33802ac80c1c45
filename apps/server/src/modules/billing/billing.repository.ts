import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions, userAddonSubscriptions } from '../../db/schema/index.ts';
import { CURRENT_STATUSES } from '@porchlight/domain/billing/entitlements';

const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  planId: subscriptions.planId,
  billingInterval: subscriptions.billingInterval,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  status: subscriptions.status,
  currentPeriodStart: subscriptions.currentPeriodStart,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
};

const addonColumns = {
  id: userAddonSubscriptions.id,
  addonId: userAddonSubscriptions.addonId,
  addonName: userAddonSubscriptions.addonName,
  active: userAddonSubscriptions.active,
  pendingCancellation: userAddonSubscriptions.pendingCancellation,
  stripeSubscriptionId: userAddonSubscriptions.stripeSubscriptionId,
  currentPeriodEnd: userAddonSubscriptions.currentPeriodEnd,
  createdAt: userAddonSubscriptions.createdAt,
};

export type NewSubscription = {
  userId: string;
  planId: string;
  billingInterval: 'monthly' | 'annual';
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
};

export function createBillingRepository(db: Database) {
  return {
    /** The newest subscription whose status counts as current (spec 000 §7). */
    async currentSubscription(userId: string) {
      const [row] = await db
        .select(subscriptionColumns)
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...CURRENT_STATUSES])))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row;
    },

    async newestSubscription(userId: string) {
      const [row] = await db
        .select(subscriptionColumns)
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row;
    },

    async allSubscriptions(userId: string) {
      return db
        .select(subscriptionColumns)
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt));
    },

    /** Ends the user's current rows and starts a new one, in one transaction. */
    async replaceCurrent(row: NewSubscription) {
      return db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', updatedAt: now })
          .where(and(eq(subscriptions.userId, row.userId), inArray(subscriptions.status, [...CURRENT_STATUSES])));
        const [created] = await tx
          .insert(subscriptions)
          .values({ ...row, createdAt: now, updatedAt: now })
          .returning(subscriptionColumns);
        return created!;
      });
    },

    async insertTrialIfNone(row: NewSubscription) {
      // One statement, so two first requests at once still make a single trial.
      await db.execute(sql`
        insert into subscriptions (user_id, plan_id, billing_interval, status, current_period_start, current_period_end)
        select ${row.userId}, ${row.planId}, ${row.billingInterval}, ${row.status}, ${row.currentPeriodStart.toISOString()}, ${row.currentPeriodEnd.toISOString()}
        where not exists (select 1 from subscriptions where user_id = ${row.userId})`);
    },

    async update(
      id: string,
      values: Partial<{
        planId: string;
        billingInterval: string;
        status: string;
        cancelAtPeriodEnd: boolean;
        currentPeriodStart: Date;
        currentPeriodEnd: Date;
      }>,
    ) {
      const [row] = await db
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning(subscriptionColumns);
      return row!;
    },

    /** Add-on rows that are active (spec 000 §7), newest first. */
    async activeAddons(userId: string) {
      return db
        .select(addonColumns)
        .from(userAddonSubscriptions)
        .where(and(eq(userAddonSubscriptions.userId, userId), eq(userAddonSubscriptions.active, true)))
        .orderBy(desc(userAddonSubscriptions.createdAt));
    },

    async allAddons(userId: string) {
      return db
        .select(addonColumns)
        .from(userAddonSubscriptions)
        .where(eq(userAddonSubscriptions.userId, userId))
        .orderBy(desc(userAddonSubscriptions.createdAt));
    },

    async findAddon(userId: string, id: string) {
      const [row] = await db
        .select(addonColumns)
        .from(userAddonSubscriptions)
        .where(and(eq(userAddonSubscriptions.userId, userId), eq(userAddonSubscriptions.id, id)));
      return row;
    },

    async insertAddon(values: { userId: string; addonId: string; addonName: string; currentPeriodEnd: Date }) {
      const [row] = await db.insert(userAddonSubscriptions).values(values).returning(addonColumns);
      return row!;
    },

    async updateAddon(id: string, values: Partial<{ pendingCancellation: boolean; active: boolean; currentPeriodEnd: Date }>) {
      const [row] = await db
        .update(userAddonSubscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(userAddonSubscriptions.id, id))
        .returning(addonColumns);
      return row!;
    },

    /**
     * Local billing has no payment provider to end periods, so the ends are applied when the
     * user's billing is next read: cancelled add-ons and subscriptions stop, trials expire.
     * Stripe rows (with a Stripe id) are left to the webhook.
     */
    async closeLapsedLocalPeriods(userId: string, now: Date) {
      await db
        .update(userAddonSubscriptions)
        .set({ active: false, updatedAt: now })
        .where(
          and(
            eq(userAddonSubscriptions.userId, userId),
            eq(userAddonSubscriptions.active, true),
            eq(userAddonSubscriptions.pendingCancellation, true),
            isNull(userAddonSubscriptions.stripeSubscriptionId),
            lt(userAddonSubscriptions.currentPeriodEnd, now),
          ),
        );
      await db
        .update(subscriptions)
        .set({ status: sql`case when ${subscriptions.status} = 'trialing' then 'expired' else 'canceled' end`, updatedAt: now })
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...CURRENT_STATUSES]),
            isNull(subscriptions.stripeSubscriptionId),
            lt(subscriptions.currentPeriodEnd, now),
            sql`(${subscriptions.status} = 'trialing' or ${subscriptions.cancelAtPeriodEnd})`,
          ),
        );
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
export type SubscriptionRow = NonNullable<Awaited<ReturnType<BillingRepository['currentSubscription']>>>;
export type AddonRow = Awaited<ReturnType<BillingRepository['activeAddons']>>[number];
