// Test data for screens that read the subscription (billing tabs, limit checks). Only tests import it.
import type { OwnedAddonResponse, Subscription, SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { findAddon } from '@porchlight/domain/billing/addons';
import { daysUntilRenewal, entitlementsFor, isActiveStatus } from '@porchlight/domain/billing/entitlements';
import type { PlanKey } from '@porchlight/domain/billing/plans';
import { EMPTY_USAGE, type UsageCounts } from '@porchlight/domain/billing/usage';

const DAY_MS = 24 * 60 * 60 * 1000;

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  const now = Date.now();
  return {
    id: 'sub-1',
    plan_id: 'trial',
    billing_interval: 'monthly',
    status: 'trialing',
    current_period_start: new Date(now - 2 * DAY_MS).toISOString(),
    current_period_end: new Date(now + 12 * DAY_MS).toISOString(),
    cancel_at_period_end: false,
    created_at: new Date(now - 2 * DAY_MS).toISOString(),
    updated_at: new Date(now - 2 * DAY_MS).toISOString(),
    ...overrides,
  };
}

export function ownedAddonFixture(addonId: string, overrides: Partial<OwnedAddonResponse> = {}): OwnedAddonResponse {
  const addon = findAddon(addonId);
  return {
    id: `owned-${addonId}`,
    addon_id: addonId,
    addon_name: addon?.name ?? addonId,
    active: true,
    pending_cancellation: false,
    current_period_end: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    price: addon?.price ?? 0,
    description: addon?.description ?? '',
    ...overrides,
  };
}

type OverviewOptions = {
  plan?: PlanKey;
  subscription?: Partial<Subscription> | null;
  addons?: OwnedAddonResponse[];
  usage?: Partial<UsageCounts>;
  billingMode?: SubscriptionOverview['billing_mode'];
  trialExpired?: boolean;
};

/** What GET /api/subscription answers, with entitlements computed by the domain's own rules. */
export function overviewFixture({
  plan = 'trial',
  subscription = {},
  addons = [],
  usage = {},
  billingMode = 'local',
  trialExpired = false,
}: OverviewOptions = {}): SubscriptionOverview {
  const sub =
    subscription === null
      ? null
      : subscriptionFixture({ plan_id: plan, status: plan === 'trial' ? 'trialing' : 'active', ...subscription });
  return {
    subscription: sub,
    plan_id: sub ? sub.plan_id : null,
    is_active: sub ? isActiveStatus(sub.status) : false,
    trial_expired: trialExpired,
    addons,
    entitlements: entitlementsFor(sub?.plan_id, addons),
    usage: { ...EMPTY_USAGE, ...usage },
    days_until_renewal: daysUntilRenewal(sub?.current_period_end),
    billing_mode: billingMode,
  };
}
