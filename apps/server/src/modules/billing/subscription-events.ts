import { PLANS, isPlanKey } from '@porchlight/domain/billing/plans';
import type { SubscriptionEvent } from '@porchlight/domain/notifications/notification-builders';
import type { BillingService, SubscriptionChange } from './billing.service.ts';
import type { SubscriptionChange as StripeChange } from './stripe-webhook.service.ts';

/** What an agent is told about a change made in the app (local billing or a Stripe call). */
export function subscriptionEventOf(change: SubscriptionChange): SubscriptionEvent | undefined {
  switch (change.kind) {
    case 'plan_changed':
      return { kind: 'plan_changed', planName: isPlanKey(change.plan) ? PLANS[change.plan].name : change.plan };
    case 'cancel_scheduled':
      return { kind: 'canceled' };
    case 'cancel_undone':
      return undefined;
    case 'addon_added':
      return { kind: 'addon_added', addonName: change.addonName };
    case 'addon_cancelled':
      return { kind: 'addon_cancelled', addonName: change.addonName };
  }
}

/** What an agent is told about a change Stripe reports (payment, start and end of a plan). */
export async function stripeSubscriptionEvent(
  billing: BillingService,
  userId: string,
  change: StripeChange,
): Promise<SubscriptionEvent | undefined> {
  if (change.event === 'invoice.payment_failed') return { kind: 'payment_failed' };
  if (change.kind !== 'plan') return undefined;
  if (change.event === 'customer.subscription.deleted') return { kind: 'canceled' };
  if (change.event === 'customer.subscription.created') {
    const plan = await billing.currentPlanId(userId);
    return plan ? { kind: 'plan_started', planName: PLANS[plan].name } : undefined;
  }
  return undefined;
}
