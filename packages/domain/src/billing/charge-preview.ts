import { z } from 'zod';
import { BILLING_INTERVALS, PLANS, type BillingInterval, type PlanKey } from './plans.ts';

// What a paid change will charge, shown before the agent confirms it (plan upgrades, interval
// switches and add-ons). Amounts are in cents, as Stripe answers them.

export const CHARGE_WAYS = ['prorated', 'checkout', 'no_charge'] as const;
export type ChargeWay = (typeof CHARGE_WAYS)[number];

export const ChargePreviewSchema = z.object({
  /** "Agent plan, billed monthly" or "Extra 500 leads". */
  item: z.string(),
  /** prorated: Stripe's preview of the change to the subscription; checkout: paid on Stripe's page; no_charge: local billing, or keeping what is already paid for. */
  way: z.enum(CHARGE_WAYS),
  /** Charged today (null when nothing is). */
  due_now_cents: z.number().int().nullable(),
  /** The price from then on, per interval. */
  recurring_cents: z.number().int(),
  interval: z.enum(BILLING_INTERVALS),
  currency: z.string(),
  /** Stripe's invoice lines for a prorated change (unused time credited, remaining time charged). */
  lines: z.array(z.object({ description: z.string(), amount_cents: z.number().int() })),
});
export type ChargePreview = z.infer<typeof ChargePreviewSchema>;

/** A plan's price per billing period in cents: the annual price is charged for the year at once. */
export function planPeriodCents(plan: Exclude<PlanKey, 'trial'>, interval: BillingInterval): number {
  const perMonth = PLANS[plan].price[interval];
  return Math.round(perMonth * (interval === 'annual' ? 12 : 1) * 100);
}

/** "Agent plan, billed monthly" */
export const planChargeItem = (plan: Exclude<PlanKey, 'trial'>, interval: BillingInterval) =>
  `${PLANS[plan].name} plan, billed ${interval === 'annual' ? 'annually' : 'monthly'}`;

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 4900 -> "$49.00", -1250 -> "-$12.50" */
export const formatCents = (cents: number) => usdCents.format(cents / 100);

/** What the confirm button says: the amount when one is charged now. */
export function confirmChargeLabel(preview: Pick<ChargePreview, 'way' | 'due_now_cents'>, action: string): string {
  if (preview.way === 'checkout') return 'Continue to payment';
  if (preview.due_now_cents && preview.due_now_cents > 0)
    return `Pay ${formatCents(preview.due_now_cents)} and ${action.charAt(0).toLowerCase()}${action.slice(1)}`;
  return action;
}
