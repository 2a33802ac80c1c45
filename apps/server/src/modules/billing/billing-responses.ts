import { findAddon } from '@porchlight/domain/billing/addons';
import type { OwnedAddonResponse, Subscription } from '@porchlight/domain/billing/billing-schemas';
import { isPlanKey, type BillingInterval } from '@porchlight/domain/billing/plans';
import type { AddonRow, SubscriptionRow } from './billing.repository.ts';

// A subscription's rows as the API answers them, and the arithmetic of its periods.

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function addPeriod(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  plan_id: isPlanKey(row.planId) ? row.planId : 'trial',
  billing_interval: row.billingInterval === 'annual' ? 'annual' : 'monthly',
  status: row.status,
  current_period_start: iso(row.currentPeriodStart),
  current_period_end: iso(row.currentPeriodEnd),
  cancel_at_period_end: row.cancelAtPeriodEnd,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Price and description come from the catalogue by addon_id, defaulting to 0 and empty. */
export const toOwnedAddon = (row: AddonRow): OwnedAddonResponse => {
  const item = findAddon(row.addonId);
  return {
    id: row.id,
    addon_id: row.addonId,
    addon_name: row.addonName,
    active: row.active,
    pending_cancellation: row.pendingCancellation,
    current_period_end: iso(row.currentPeriodEnd),
    price: item?.price ?? 0,
    description: item?.description ?? '',
  };
};
