import type { BillingInterval } from '@porchlight/domain/billing/plans';

export type PaidPlanKey = 'starter' | 'agent' | 'business';

export type BillingCustomer = { userId: string; email: string; name: string | null };

/**
 * What Stripe does for us. The local billing mode has no such object: plan and add-on changes
 * apply at once in the billing service, with no charge. Stripe's own state comes back through
 * the signed webhook, which keeps `subscriptions` and `user_addon_subscriptions` in step.
 */
export type StripeBilling = {
  /** A Checkout page for a plan bought at a monthly or annual price. */
  planCheckoutUrl(input: {
    customer: BillingCustomer;
    plan: PaidPlanKey;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** Switches an existing paid Stripe subscription to another plan or interval (prorated). */
  changePlan(input: { stripeSubscriptionId: string; plan: PaidPlanKey; interval: BillingInterval }): Promise<void>;
  /** Stripe's invoice preview of that change: what it will charge now (negative: a credit). */
  previewPlanChange(input: {
    stripeSubscriptionId: string;
    plan: PaidPlanKey;
    interval: BillingInterval;
  }): Promise<{ amountDueCents: number; currency: string; lines: { description: string; amountCents: number }[] }>;
  /** A Checkout page for one monthly add-on. */
  addonCheckoutUrl(input: { customer: BillingCustomer; addonId: string; successUrl: string; cancelUrl: string }): Promise<string>;
  /** Cancel (true) or resume (false) a Stripe subscription at the end of its period. */
  setCancelAtPeriodEnd(input: { stripeSubscriptionId: string; cancel: boolean }): Promise<void>;
  /** The Customer Portal for payment methods and invoices. */
  portalUrl(input: { customer: BillingCustomer; returnUrl: string }): Promise<string>;
};

export type BillingProvider = { driver: 'local' } | { driver: 'stripe'; stripe: StripeBilling };
