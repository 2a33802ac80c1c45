import { NO_PLAN_FEATURES, effectiveLimits } from '@porchlight/domain/billing/entitlements';
import { PLANS, TRIAL_LENGTH_DAYS, isPlanKey, type BillingInterval, type PlanFeatures } from '@porchlight/domain/billing/plans';
import { HttpError } from '../../lib/http-errors.ts';
import type { BillingProvider } from '../../providers/billing/billing-provider.ts';
import type { AddonRow, BillingRepository, SubscriptionRow } from './billing.repository.ts';
import { addPeriod } from './billing-responses.ts';

type Deps = {
  repo: BillingRepository;
  provider: Pick<BillingProvider, 'driver'>;
  now: () => Date;
};

/** What a user has now: the current subscription and add-ons, with what the clock owes applied, and what they entitle to. */
export function createSubscriptionState({ repo, provider, now }: Deps) {
  /** A new account starts on the trial plan. Accounts made before billing existed get it on first read. */
  async function ensureTrial(userId: string) {
    const start = now();
    const end = new Date(start.getTime() + TRIAL_LENGTH_DAYS * 24 * 60 * 60 * 1000);
    await repo.insertTrialIfNone({
      userId,
      planId: 'trial',
      billingInterval: 'monthly',
      status: 'trialing',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
  }

  const lapsed = (end: Date | null, at: Date) => !!end && end < at;

  /**
   * The current subscription and active add-ons. Local billing has no provider to end periods,
   * so what the clock owes (renewals, period-end cancellations, trial ends) is applied here,
   * only when something has actually lapsed.
   */
  async function state(userId: string): Promise<{ row: SubscriptionRow | undefined; addons: AddonRow[] }> {
    const at = now();
    let [row, addons] = await Promise.all([repo.currentSubscription(userId), repo.activeAddons(userId)]);
    const isLocal = (stripeId: string | null) => !stripeId;
    const ends =
      row && isLocal(row.stripeSubscriptionId) && lapsed(row.currentPeriodEnd, at) && (row.status === 'trialing' || row.cancelAtPeriodEnd);
    const addonEnds = addons.some((a) => a.pendingCancellation && isLocal(a.stripeSubscriptionId) && lapsed(a.currentPeriodEnd, at));
    if (ends || addonEnds) {
      await repo.closeLapsedLocalPeriods(userId, at);
      [row, addons] = await Promise.all([repo.currentSubscription(userId), repo.activeAddons(userId)]);
    }
    if (!row && !(await repo.newestSubscription(userId))) {
      await ensureTrial(userId);
      row = await repo.currentSubscription(userId);
    }
    if (
      row &&
      provider.driver === 'local' &&
      isLocal(row.stripeSubscriptionId) &&
      row.status === 'active' &&
      lapsed(row.currentPeriodEnd, at)
    ) {
      const interval: BillingInterval = row.billingInterval === 'annual' ? 'annual' : 'monthly';
      let start = row.currentPeriodEnd!;
      let end = addPeriod(start, interval);
      while (end < at) [start, end] = [end, addPeriod(end, interval)];
      row = await repo.update(row.id, { currentPeriodStart: start, currentPeriodEnd: end });
    }
    return { row, addons };
  }

  const current = async (userId: string) => (await state(userId)).row;

  async function entitlements(userId: string, row: SubscriptionRow | undefined, addons: AddonRow[]): Promise<PlanFeatures> {
    if (!row || !isPlanKey(row.planId)) return NO_PLAN_FEATURES;
    return effectiveLimits(
      PLANS[row.planId].features,
      addons.map((a) => ({ addon_id: a.addonId, active: a.active, pending_cancellation: a.pendingCancellation })),
    );
  }

  async function requireCurrent(userId: string) {
    const row = await current(userId);
    if (!row) throw new HttpError(409, 'You have no current plan. Choose a plan first.');
    return row;
  }

  return { ensureTrial, state, current, entitlements, requireCurrent };
}
