import { findAddon } from '@porchlight/domain/billing/addons';
import type { BillingHistoryEntry } from '@porchlight/domain/billing/billing-schemas';
import { PLANS, isPlanKey } from '@porchlight/domain/billing/plans';
import type { BillingRepository } from './billing.repository.ts';
import { iso } from './billing-responses.ts';

/** Every period bought, newest first: the local equivalent of invoices. */
export async function billingHistory(
  repo: Pick<BillingRepository, 'allSubscriptions' | 'allAddons'>,
  userId: string,
): Promise<BillingHistoryEntry[]> {
  const [subs, addons] = await Promise.all([repo.allSubscriptions(userId), repo.allAddons(userId)]);
  const plans = subs.map((s): BillingHistoryEntry => {
    const plan = isPlanKey(s.planId) ? PLANS[s.planId] : undefined;
    const interval = s.billingInterval === 'annual' ? 'annual' : 'monthly';
    return {
      id: s.id,
      kind: 'plan',
      name: plan ? `${plan.name} plan` : s.planId,
      amount: plan ? (interval === 'annual' ? plan.price.annual * 12 : plan.price.monthly) : 0,
      interval,
      status: s.status,
      period_start: iso(s.currentPeriodStart),
      period_end: iso(s.currentPeriodEnd),
      created_at: s.createdAt.toISOString(),
    };
  });
  const extras = addons.map((a): BillingHistoryEntry => ({
    id: a.id,
    kind: 'addon',
    name: a.addonName,
    amount: findAddon(a.addonId)?.price ?? 0,
    interval: 'monthly',
    status: !a.active ? 'canceled' : a.pendingCancellation ? 'cancels at period end' : 'active',
    period_start: null,
    period_end: iso(a.currentPeriodEnd),
    created_at: a.createdAt.toISOString(),
  }));
  return [...plans, ...extras].sort((x, y) => y.created_at.localeCompare(x.created_at));
}
