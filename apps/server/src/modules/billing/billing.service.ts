import { findAddon } from '@porchlight/domain/billing/addons';
import { planChargeItem, planPeriodCents, type ChargePreview } from '@porchlight/domain/billing/charge-preview';
import type {
  OwnedAddonResponse,
  Subscription,
  SubscriptionOverview,
  BillingActionResponse,
  BillingHistoryEntry,
} from '@porchlight/domain/billing/billing-schemas';
import { NO_PLAN_FEATURES, daysUntilRenewal, isActiveStatus } from '@porchlight/domain/billing/entitlements';
import { PLANS, isPlanKey, type BillingInterval, type PlanFeatures } from '@porchlight/domain/billing/plans';
import type { Config } from '../../env.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { BillingCustomer, BillingProvider, PaidPlanKey } from '../../providers/billing/billing-provider.ts';
import type { BillingRepository } from './billing.repository.ts';
import { billingHistory } from './billing-history.ts';
import { addPeriod, toOwnedAddon, toSubscription } from './billing-responses.ts';
import type { LimitSnapshot } from './limit-guard.ts';
import { createSubscriptionState } from './subscription-state.ts';
import type { UsageRepository } from './usage.repository.ts';

type Deps = {
  repo: BillingRepository;
  usage: UsageRepository;
  provider: BillingProvider;
  config: Pick<Config, 'appUrl'>;
  /** Called after anything changes a user's subscription or add-ons (realtime, notifications). */
  onSubscriptionChanged?: (userId: string, change: SubscriptionChange) => Promise<void> | void;
  now?: () => Date;
};

export type SubscriptionChange =
  | { kind: 'plan_changed'; plan: string; interval: BillingInterval }
  | { kind: 'cancel_scheduled' | 'cancel_undone' }
  | { kind: 'addon_added' | 'addon_cancelled'; addonName: string };

export { addPeriod } from './billing-responses.ts';

/** Choosing (or previewing) the plan and interval the agent already pays for is a 409, in words. */
function refuseTheCurrentPlan(
  row: { planId: string; billingInterval: string | null; status: string } | undefined,
  plan: PaidPlanKey,
  interval: BillingInterval,
) {
  if (row && row.planId === plan && row.billingInterval === interval && row.status !== 'trialing') {
    throw new HttpError(409, `You're already on the ${PLANS[plan].name} plan, billed ${interval === 'annual' ? 'annually' : 'monthly'}.`);
  }
}

export function createBillingService({ repo, usage, provider, config, onSubscriptionChanged, now = () => new Date() }: Deps) {
  const changed = async (userId: string, change: SubscriptionChange) => {
    await onSubscriptionChanged?.(userId, change);
  };

  const { ensureTrial, state, current, entitlements, requireCurrent } = createSubscriptionState({ repo, provider, now });

  const urls = () => ({
    successUrl: `${config.appUrl}/settings?tab=billing&checkout=success`,
    cancelUrl: `${config.appUrl}/settings?tab=plan&checkout=cancelled`,
  });

  return {
    ensureTrial,

    async overview(userId: string): Promise<SubscriptionOverview> {
      const { row, addons } = await state(userId);
      const [counts, newest] = await Promise.all([usage.counts(userId, now()), row ? undefined : repo.newestSubscription(userId)]);
      const {
        property_alerts: _alerts,
        exports_this_month: _exports,
        workflow_executions: _runs,
        social_posts_this_month: _posts,
        ...usageCounts
      } = counts;
      return {
        subscription: row ? toSubscription(row) : null,
        plan_id: row && isPlanKey(row.planId) ? row.planId : null,
        is_active: !!row && isActiveStatus(row.status),
        trial_expired: !row && newest?.status === 'expired',
        addons: addons.map(toOwnedAddon),
        entitlements: await entitlements(userId, row, addons),
        usage: usageCounts,
        days_until_renewal: daysUntilRenewal(row?.currentPeriodEnd ?? null, now()),
        billing_mode: provider.driver,
      };
    },

    /** What the limit guard checks against, read afresh. */
    async limitSnapshot(userId: string): Promise<LimitSnapshot> {
      const [{ row, addons }, counts] = await Promise.all([state(userId), usage.counts(userId, now())]);
      return { limits: await entitlements(userId, row, addons), counts, hasPlan: !!row };
    },

    /**
     * The plan's features and limits with add-ons, booleans included (advancedAnalytics,
     * apiAccess, ...), without the usage counts: what analytics and the public API check per call.
     */
    async planFeatures(userId: string): Promise<PlanFeatures> {
      const { row, addons } = await state(userId);
      return entitlements(userId, row, addons);
    },

    async currentPlanId(userId: string) {
      const row = await repo.currentSubscription(userId);
      return row && isPlanKey(row.planId) ? row.planId : undefined;
    },

    async retentionDays(userId: string): Promise<number> {
      const row = await repo.currentSubscription(userId);
      const plan = row && isPlanKey(row.planId) ? PLANS[row.planId] : undefined;
      return plan?.features.dataRetention ?? NO_PLAN_FEATURES.dataRetention;
    },

    async choosePlan(customer: BillingCustomer, plan: PaidPlanKey, interval: BillingInterval): Promise<BillingActionResponse> {
      const row = await current(customer.userId);
      refuseTheCurrentPlan(row, plan, interval);
      if (provider.driver === 'stripe') {
        if (row?.stripeSubscriptionId) {
          await provider.stripe.changePlan({ stripeSubscriptionId: row.stripeSubscriptionId, plan, interval });
          await repo.update(row.id, { planId: plan, billingInterval: interval });
          await changed(customer.userId, { kind: 'plan_changed', plan, interval });
          return { kind: 'applied' };
        }
        return { kind: 'redirect', url: await provider.stripe.planCheckoutUrl({ customer, plan, interval, ...urls() }) };
      }
      const start = now();
      await repo.replaceCurrent({
        userId: customer.userId,
        planId: plan,
        billingInterval: interval,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: addPeriod(start, interval),
      });
      await changed(customer.userId, { kind: 'plan_changed', plan, interval });
      return { kind: 'applied' };
    },

    /** What choosing this plan will charge, shown before the agent confirms (same checks as choosePlan). */
    async previewPlan(userId: string, plan: PaidPlanKey, interval: BillingInterval): Promise<ChargePreview> {
      const row = await current(userId);
      refuseTheCurrentPlan(row, plan, interval);
      const base = {
        item: planChargeItem(plan, interval),
        recurring_cents: planPeriodCents(plan, interval),
        interval,
        currency: 'usd',
        lines: [],
      };
      if (provider.driver !== 'stripe') return { ...base, way: 'no_charge', due_now_cents: null };
      if (!row?.stripeSubscriptionId) return { ...base, way: 'checkout', due_now_cents: base.recurring_cents };
      const preview = await provider.stripe.previewPlanChange({ stripeSubscriptionId: row.stripeSubscriptionId, plan, interval });
      return {
        ...base,
        way: 'prorated',
        due_now_cents: preview.amountDueCents,
        currency: preview.currency,
        lines: preview.lines.map((l) => ({ description: l.description, amount_cents: l.amountCents })),
      };
    },

    /** What buying this add-on will charge: its monthly price on Stripe's page, nothing to keep one set to end. */
    async previewAddon(userId: string, addonId: string): Promise<ChargePreview> {
      const addon = findAddon(addonId);
      if (!addon) throw new HttpError(400, 'addon_id: not an add-on we sell');
      await requireCurrent(userId);
      const owned = (await repo.activeAddons(userId)).find((a) => a.addonId === addonId);
      if (owned && !owned.pendingCancellation) throw new HttpError(409, `You already have ${addon.name}.`);
      const base = {
        item: addon.name,
        recurring_cents: Math.round(addon.price * 100),
        interval: 'monthly' as const,
        currency: 'usd',
        lines: [],
      };
      if (owned || provider.driver !== 'stripe') return { ...base, way: 'no_charge', due_now_cents: null };
      return { ...base, way: 'checkout', due_now_cents: base.recurring_cents };
    },

    async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<Subscription> {
      const row = await requireCurrent(userId);
      if (row.status === 'trialing' && !row.stripeSubscriptionId) {
        throw new HttpError(409, 'Your trial ends on its own: there is nothing to cancel.');
      }
      if (row.cancelAtPeriodEnd === cancel) return toSubscription(row);
      if (provider.driver === 'stripe' && row.stripeSubscriptionId) {
        await provider.stripe.setCancelAtPeriodEnd({ stripeSubscriptionId: row.stripeSubscriptionId, cancel });
      }
      const updated = await repo.update(row.id, { cancelAtPeriodEnd: cancel });
      await changed(userId, { kind: cancel ? 'cancel_scheduled' : 'cancel_undone' });
      return toSubscription(updated);
    },

    async buyAddon(customer: BillingCustomer, addonId: string): Promise<BillingActionResponse> {
      const addon = findAddon(addonId);
      if (!addon) throw new HttpError(400, 'addon_id: not an add-on we sell');
      const row = await requireCurrent(customer.userId);
      const owned = (await repo.activeAddons(customer.userId)).find((a) => a.addonId === addonId);
      if (owned && !owned.pendingCancellation) throw new HttpError(409, `You already have ${addon.name}.`);
      if (owned) {
        // Buying again what is set to end simply keeps it.
        if (provider.driver === 'stripe' && owned.stripeSubscriptionId) {
          await provider.stripe.setCancelAtPeriodEnd({ stripeSubscriptionId: owned.stripeSubscriptionId, cancel: false });
        }
        await repo.updateAddon(owned.id, { pendingCancellation: false });
        await changed(customer.userId, { kind: 'addon_added', addonName: addon.name });
        return { kind: 'applied' };
      }
      if (provider.driver === 'stripe') {
        return { kind: 'redirect', url: await provider.stripe.addonCheckoutUrl({ customer, addonId, ...urls() }) };
      }
      const start = now();
      await repo.insertAddon({
        userId: customer.userId,
        addonId,
        addonName: addon.name,
        currentPeriodEnd: row.currentPeriodEnd ?? addPeriod(start, 'monthly'),
      });
      await changed(customer.userId, { kind: 'addon_added', addonName: addon.name });
      return { kind: 'applied' };
    },

    async cancelAddon(userId: string, id: string): Promise<OwnedAddonResponse> {
      const owned = await repo.findAddon(userId, id);
      if (!owned || !owned.active) throw notFound('Add-on not found');
      if (owned.pendingCancellation) return toOwnedAddon(owned);
      if (provider.driver === 'stripe' && owned.stripeSubscriptionId) {
        await provider.stripe.setCancelAtPeriodEnd({ stripeSubscriptionId: owned.stripeSubscriptionId, cancel: true });
      }
      const updated = await repo.updateAddon(owned.id, { pendingCancellation: true });
      await changed(userId, { kind: 'addon_cancelled', addonName: owned.addonName });
      return toOwnedAddon(updated);
    },

    async portalUrl(customer: BillingCustomer): Promise<BillingActionResponse> {
      if (provider.driver !== 'stripe') {
        throw new HttpError(
          409,
          'Local billing has no payment portal: nothing is charged, and your billing history is on the billing tab.',
        );
      }
      return { kind: 'redirect', url: await provider.stripe.portalUrl({ customer, returnUrl: `${config.appUrl}/settings?tab=billing` }) };
    },

    /** Every period bought, newest first: the local equivalent of invoices. */
    history: (userId: string): Promise<BillingHistoryEntry[]> => billingHistory(repo, userId),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
