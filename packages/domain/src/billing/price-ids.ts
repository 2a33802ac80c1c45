import { ADDONS } from './addons';
import { PLAN_KEYS, type BillingInterval, type PlanKey } from './plans';

/**
 * Every purchasable item has a catalogue price key; the payment provider's price id for it
 * comes from configuration, one map per environment (development, production).
 */
export const BILLING_ENVIRONMENTS = ['development', 'production'] as const;
export type BillingEnvironment = (typeof BILLING_ENVIRONMENTS)[number];

export const planPriceKey = (plan: PlanKey, interval: BillingInterval) => `plan_${plan}_${interval}`;
export const addonPriceKey = (addonId: string) => `addon_${addonId}`;

/** Every price key that can be bought (trial is free and never checked out). */
export const PRICE_KEYS: readonly string[] = [
  ...PLAN_KEYS.filter((k) => k !== 'trial').flatMap((k) => [planPriceKey(k, 'monthly'), planPriceKey(k, 'annual')]),
  ...ADDONS.map((a) => addonPriceKey(a.id)),
];

export type PriceIds = Partial<Record<string, string>>;

/** Reverse lookup for webhooks: which catalogue item a provider price id stands for. */
export function catalogueItemForPriceId(
  priceIds: PriceIds,
  priceId: string,
): { kind: 'plan'; plan: PlanKey; interval: BillingInterval } | { kind: 'addon'; addonId: string } | undefined {
  const key = Object.entries(priceIds).find(([, id]) => id === priceId)?.[0];
  if (!key) return undefined;
  const plan = /^plan_(\w+)_(monthly|annual)$/.exec(key);
  if (plan) return { kind: 'plan', plan: plan[1] as PlanKey, interval: plan[2] as BillingInterval };
  if (key.startsWith('addon_')) return { kind: 'addon', addonId: key.slice('addon_'.length) };
  return undefined;
}
