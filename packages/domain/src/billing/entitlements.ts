import { findAddon } from './addons';
import { BOOLEAN_FEATURES, NUMERIC_FEATURES, PLANS, UNLIMITED, type NumericFeature, type PlanFeatures, type PlanKey } from './plans';

/** Subscription statuses that count as a current subscription (spec 000 §4). */
export const CURRENT_STATUSES = ['active', 'trialing', 'past_due'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const isCurrentStatus = (status: string) => (CURRENT_STATUSES as readonly string[]).includes(status);
/** Trialing counts as active for the isActive check. */
export const isActiveStatus = (status: string) => status === 'active' || status === 'trialing';

/** Only the newest current subscription by created_at is used. */
export function pickCurrentSubscription<T extends { status: string; created_at: string | Date }>(rows: readonly T[]): T | undefined {
  return rows
    .filter((r) => isCurrentStatus(r.status))
    .reduce<T | undefined>((newest, r) => (!newest || new Date(r.created_at) > new Date(newest.created_at) ? r : newest), undefined);
}

export type OwnedAddon = { addon_id: string; active: boolean; pending_cancellation: boolean };

/** An add-on counts toward limits while it is active and not pending cancellation. */
export const addonCounts = (a: OwnedAddon) => a.active && !a.pending_cancellation;

/** Adds one amount to a limit: unlimited wins, otherwise the two are summed. */
export function addToLimit(limit: number, amount: number): number {
  if (limit === UNLIMITED || amount === UNLIMITED) return UNLIMITED;
  return limit + amount;
}

/**
 * Effective limits = plan features plus each counting add-on's resources (spec 000 §4).
 * Resources for features absent from the plan, and unknown add-on ids, are ignored.
 */
export function effectiveLimits(plan: PlanFeatures, owned: readonly OwnedAddon[]): PlanFeatures {
  const limits = { ...plan };
  for (const item of owned) {
    if (!addonCounts(item)) continue;
    const addon = findAddon(item.addon_id);
    if (!addon) continue;
    for (const [feature, amount] of Object.entries(addon.resources) as [NumericFeature, number][]) {
      if (!(feature in plan) || !(NUMERIC_FEATURES as readonly string[]).includes(feature)) continue;
      limits[feature] = addToLimit(limits[feature], amount);
    }
  }
  return limits;
}

/** Entitlements for a plan key, falling back to trial for an unknown or missing plan. */
export function entitlementsFor(planKey: string | undefined, owned: readonly OwnedAddon[]): PlanFeatures {
  const plan = planKey && planKey in PLANS ? PLANS[planKey as PlanKey] : PLANS.trial;
  return effectiveLimits(plan.features, owned);
}

/** A feature can be used only while usage is strictly below the limit; -1 is unlimited. */
export function canUse(used: number, limit: number | undefined): boolean {
  if (limit === undefined) return false;
  if (limit === UNLIMITED) return true;
  return used < limit;
}

/** How many more fit under a limit (Infinity when unlimited, never below 0). */
export function remainingUnder(used: number, limit: number): number {
  if (limit === UNLIMITED) return Infinity;
  return Math.max(0, limit - used);
}

/** round(used / limit * 100); 0 when the limit is 0 or missing; unlimited is 0 too. */
export function usagePercentage(used: number, limit: number | undefined | null): number {
  if (!limit || limit === UNLIMITED) return 0;
  return Math.round((used / limit) * 100);
}

export type UsageLevel = 'ok' | 'warning' | 'full';
/** Meter colour: warning from 80%, full at 100%. */
export const USAGE_WARNING_PERCENT = 80;
export const USAGE_FULL_PERCENT = 100;
export function usageLevel(percent: number): UsageLevel {
  if (percent >= USAGE_FULL_PERCENT) return 'full';
  if (percent >= USAGE_WARNING_PERCENT) return 'warning';
  return 'ok';
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ceiling of days to the period end, never below 0; null when there is no end date. */
export function daysUntilRenewal(periodEnd: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!periodEnd) return null;
  const end = new Date(periodEnd).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export const isBooleanFeatureOn = (limits: PlanFeatures, feature: (typeof BOOLEAN_FEATURES)[number]) => limits[feature] === true;

/**
 * Without a current subscription (a trial that ran out, a cancelled plan) nothing new can be
 * added, but everything stays readable; notifications keep the trial's retention.
 */
export const NO_PLAN_FEATURES: PlanFeatures = {
  ...(Object.fromEntries(NUMERIC_FEATURES.map((f) => [f, 0])) as Record<NumericFeature, number>),
  ...(Object.fromEntries(BOOLEAN_FEATURES.map((f) => [f, false])) as Record<(typeof BOOLEAN_FEATURES)[number], boolean>),
  dataRetention: PLANS.trial.features.dataRetention,
};
