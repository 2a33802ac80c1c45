import type { OwnedAddonResponse, Subscription } from '@porchlight/domain/billing/billing-schemas';
import { entitlementsFor } from '@porchlight/domain/billing/entitlements';
import { FEATURE_LABELS, planRank, UNLIMITED, type BillingInterval, type PlanKey } from '@porchlight/domain/billing/plans';
import { LIMIT_USAGE_KEYS, PLAN_LIMIT_KEYS, type PlanLimitKey, type UsageCounts } from '@porchlight/domain/billing/usage';

export type PlanAction = 'current' | 'choose' | 'upgrade' | 'downgrade' | 'switch-interval' | 'none';

type Current = { planId: PlanKey | null; subscription: Pick<Subscription, 'billing_interval' | 'status'> | null };

/** What a plan card offers, given the plan and interval shown and the plan the user is on. */
export function planAction(target: PlanKey, interval: BillingInterval, { planId, subscription }: Current): PlanAction {
  if (target === 'trial') return planId === 'trial' ? 'current' : 'none';
  if (!planId) return 'choose';
  if (planId === 'trial') return 'upgrade';
  if (target === planId) return subscription?.billing_interval === interval ? 'current' : 'switch-interval';
  return planRank(target) > planRank(planId) ? 'upgrade' : 'downgrade';
}

export function planActionLabel(action: PlanAction, planName: string, interval: BillingInterval): string {
  switch (action) {
    case 'current':
      return 'Current plan';
    case 'choose':
      return `Choose ${planName}`;
    case 'upgrade':
      return `Upgrade to ${planName}`;
    case 'downgrade':
      return `Downgrade to ${planName}`;
    case 'switch-interval':
      return interval === 'annual' ? 'Switch to annual billing' : 'Switch to monthly billing';
    case 'none':
      return '';
  }
}

export type OverLimit = { key: PlanLimitKey; label: string; used: number; newLimit: number };

/**
 * The limits a plan change would leave below what is already used (add-ons the user keeps still
 * count). Empty when everything fits.
 */
export function limitsOverOnPlan(target: PlanKey, addons: readonly OwnedAddonResponse[], usage: UsageCounts): OverLimit[] {
  const limits = entitlementsFor(target, addons);
  return PLAN_LIMIT_KEYS.flatMap((key) => {
    const used = usage[LIMIT_USAGE_KEYS[key]];
    const newLimit = limits[key];
    return newLimit !== UNLIMITED && used > newLimit ? [{ key, label: FEATURE_LABELS[key], used, newLimit }] : [];
  });
}
