import crypto from 'node:crypto';
import Stripe from 'stripe';

/** Stripe objects and signed webhook deliveries shaped like the real ones, for tests. */

export const TEST_STRIPE_SECRET_KEY = 'sk_test_porchlight_loopback';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_porchlight_loopback_secret';

/** Price ids per catalogue price key, as STRIPE_PRICE_IDS_DEVELOPMENT would hold them. */
export const TEST_PRICE_IDS = {
  plan_starter_monthly: 'price_starter_monthly',
  plan_starter_annual: 'price_starter_annual',
  plan_agent_monthly: 'price_agent_monthly',
  plan_agent_annual: 'price_agent_annual',
  plan_business_monthly: 'price_business_monthly',
  'addon_sms-200': 'price_addon_sms_200',
  'addon_seats-5': 'price_addon_seats_5',
} as const;

export const stripeTestEnv = (apiUrl: string, priceIds: Record<string, string> = TEST_PRICE_IDS) => ({
  STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: apiUrl,
  STRIPE_PRICE_IDS_DEVELOPMENT: JSON.stringify(priceIds),
});

const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
const uid = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

export type SubscriptionInput = {
  id?: string;
  customer: string;
  priceId: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodStart?: number;
  periodEnd?: number;
  metadata?: Record<string, string>;
  /** Pre-2025 API versions put the period on the subscription instead of its items. */
  periodOnSubscription?: boolean;
};

export function stripeSubscription(input: SubscriptionInput) {
  const start = input.periodStart ?? nowSeconds();
  const end = input.periodEnd ?? start + 30 * DAY;
  const period = { current_period_start: start, current_period_end: end };
  const id = input.id ?? uid('sub');
  return {
    id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    created: start,
    metadata: input.metadata ?? {},
    ...(input.periodOnSubscription ? period : {}),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id.slice(4)}`,
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          price: { id: input.priceId, object: 'price' },
          ...(input.periodOnSubscription ? {} : period),
        },
      ],
    },
  };
}
export type TestSubscription = ReturnType<typeof stripeSubscription>;

/** An invoice for a subscription: new API versions name it under parent, old ones at the top. */
export function stripeInvoice(subscriptionId: string, customer: string, { legacy = false } = {}) {
  return {
    id: uid('in'),
    object: 'invoice',
    customer,
    ...(legacy
      ? { subscription: subscriptionId, parent: null }
      : { parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } } }),
  };
}

export function checkoutSession(input: { customer: string; subscription: string; userId: string; mode?: string }) {
  return {
    id: uid('cs_test'),
    object: 'checkout.session',
    mode: input.mode ?? 'subscription',
    customer: input.customer,
    subscription: input.subscription,
    client_reference_id: input.userId,
    metadata: { user_id: input.userId },
  };
}

export function stripeEvent(
  type: string,
  object: object,
  { id = uid('evt'), created = nowSeconds() }: { id?: string; created?: number } = {},
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The request Stripe would send: the JSON body and a Stripe-Signature made by stripe's own helper. */
export function signedDelivery(
  event: object,
  { secret = TEST_STRIPE_WEBHOOK_SECRET, timestamp = nowSeconds() }: { secret?: string; timestamp?: number } = {},
): RequestInit {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload };
}
