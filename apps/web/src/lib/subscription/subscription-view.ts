import type { OwnedAddonResponse, Subscription, SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import {
  canUse as canUseLimit,
  remainingUnder,
  usageLevel,
  usagePercentage,
  type UsageLevel,
} from '@porchlight/domain/billing/entitlements';
import {
  BOOLEAN_FEATURES,
  FEATURE_LABELS,
  PLANS,
  UNLIMITED,
  isLimitIncluded,
  planIncluding,
  type BooleanFeature,
  type FeatureKey,
  type Plan,
  type PlanFeatures,
} from '@porchlight/domain/billing/plans';
import { LIMIT_USAGE_KEYS, type PlanLimitKey, type UsageCounts } from '@porchlight/domain/billing/usage';

/** One plan limit as a meter shows it. */
export type LimitUsage = {
  key: PlanLimitKey;
  label: string;
  used: number;
  /** -1 when unlimited. */
  limit: number;
  isUnlimited: boolean;
  /** round(used / limit * 100); 0 when unlimited or the limit is 0. */
  percentage: number;
  level: UsageLevel;
  remaining: number;
  /** Strictly below the limit (spec 000 §5). */
  canUse: boolean;
  /** False when the plan does not include the feature at all (limit 0, or one seat: the owner's). */
  isIncluded: boolean;
  /** The cheapest plan that includes it, for a feature this plan does not. */
  includedOn: string | null;
};

export type SubscriptionView = {
  overview: SubscriptionOverview | null;
  subscription: Subscription | null;
  plan: Plan | null;
  entitlements: PlanFeatures | null;
  usage: UsageCounts | null;
  addons: OwnedAddonResponse[];
  isActive: boolean;
  trialExpired: boolean;
  daysUntilRenewal: number | null;
  billingMode: SubscriptionOverview['billing_mode'] | null;
  canUse: (feature: FeatureKey) => boolean;
  usageFor: (limitKey: PlanLimitKey) => LimitUsage | null;
};

const isBooleanFeature = (feature: FeatureKey): feature is BooleanFeature => (BOOLEAN_FEATURES as readonly string[]).includes(feature);
const hasUsageCount = (feature: FeatureKey): feature is PlanLimitKey => feature in LIMIT_USAGE_KEYS;

export function limitUsage(key: PlanLimitKey, entitlements: PlanFeatures, usage: UsageCounts): LimitUsage {
  const used = usage[LIMIT_USAGE_KEYS[key]];
  const limit = entitlements[key];
  const percentage = usagePercentage(used, limit);
  const isUnlimited = limit === UNLIMITED;
  return {
    key,
    label: FEATURE_LABELS[key],
    used,
    limit,
    isUnlimited,
    percentage,
    // A limit of 0 is as full as it gets, although its percentage is 0 by the spec's rule.
    level: !isUnlimited && limit === 0 ? 'full' : usageLevel(percentage),
    isIncluded: isLimitIncluded(key, limit),
    includedOn: isLimitIncluded(key, limit) ? null : (planIncluding(key)?.name ?? null),
    remaining: remainingUnder(used, limit),
    canUse: canUseLimit(used, limit),
  };
}

/** Everything screens read from GET /api/subscription; `null` is "no subscription". */
export function subscriptionView(overview: SubscriptionOverview | null): SubscriptionView {
  const entitlements = overview?.entitlements ?? null;
  const usage = overview?.usage ?? null;
  return {
    overview,
    subscription: overview?.subscription ?? null,
    plan: overview?.plan_id ? PLANS[overview.plan_id] : null,
    entitlements,
    usage,
    addons: overview?.addons ?? [],
    isActive: overview?.is_active ?? false,
    trialExpired: overview?.trial_expired ?? false,
    daysUntilRenewal: overview?.days_until_renewal ?? null,
    billingMode: overview?.billing_mode ?? null,
    canUse: (feature) => {
      if (!entitlements) return false;
      if (isBooleanFeature(feature)) return entitlements[feature];
      if (hasUsageCount(feature) && usage) return canUseLimit(usage[LIMIT_USAGE_KEYS[feature]], entitlements[feature]);
      // A limit we have no count for (alerts, API calls, exports): usable unless it is 0.
      return entitlements[feature] !== 0;
    },
    usageFor: (key) => (entitlements && usage ? limitUsage(key, entitlements, usage) : null),
  };
}

export const EMPTY_SUBSCRIPTION_VIEW = subscriptionView(null);
