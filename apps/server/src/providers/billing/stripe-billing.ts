import Stripe from 'stripe';
import { findAddon } from '@porchlight/domain/billing/addons';
import { PLANS, type BillingInterval } from '@porchlight/domain/billing/plans';
import { addonPriceKey, planPriceKey } from '@porchlight/domain/billing/price-ids';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingCustomer, PaidPlanKey, StripeBilling } from './billing-provider.ts';
import { createBillingCustomersRepository } from './billing-customers.repository.ts';
import { createStripeClient, type StripeBillingConfig } from './stripe-client.ts';

/** What every checkout writes into the session and its subscription, so the webhook can map back. */
export type CheckoutMetadata =
  { user_id: string; kind: 'plan'; plan: PaidPlanKey; interval: BillingInterval } | { user_id: string; kind: 'addon'; addon_id: string };

export const STRIPE_UNAVAILABLE_MESSAGE = 'Stripe could not complete the request. Please try again in a moment.';

type Deps = { db: Database; logger: Logger; client?: Stripe };

const intervalLabel = (interval: BillingInterval) => (interval === 'annual' ? 'annual' : 'monthly');

/** A plan change is invoiced at once (prorated), so what the agent confirmed is what is charged. */
const PRORATION = 'always_invoice' as const;

export function createStripeBilling(config: StripeBillingConfig, deps: Deps): StripeBilling {
  const stripe = deps.client ?? createStripeClient(config);
  const customers = createBillingCustomersRepository(deps.db);
  const { logger } = deps;

  /** A missing price id is a configuration gap, not a crash: the user is told billing is not set up. */
  function priceIdFor(priceKey: string, item: string): string {
    const priceId = config.priceIds[priceKey];
    if (priceId) return priceId;
    logger.error({ priceKey, environment: config.environment }, 'No Stripe price id configured for this item');
    throw new HttpError(503, `Billing is not set up for ${item}`);
  }

  const planPriceId = (plan: PaidPlanKey, interval: BillingInterval) =>
    priceIdFor(planPriceKey(plan, interval), `the ${PLANS[plan].name} plan (${intervalLabel(interval)})`);

  /** Stripe's failures become a 502 the user can retry; the details stay in the log. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof Stripe.errors.StripeError) {
        logger.error(
          { err: { type: error.type, code: error.code, message: error.message, statusCode: error.statusCode }, what },
          'Stripe request failed',
        );
        throw new HttpError(502, STRIPE_UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
  }

  /** The subscription's one item: the plan's price. */
  async function planItemOf(stripeSubscriptionId: string) {
    const subscription = await call('retrieve subscription', () => stripe.subscriptions.retrieve(stripeSubscriptionId));
    const item = subscription.items.data[0];
    if (!item) {
      logger.error({ stripeSubscriptionId }, 'Stripe subscription has no items to change');
      throw new HttpError(502, STRIPE_UNAVAILABLE_MESSAGE);
    }
    return item;
  }

  async function customerIdFor(customer: BillingCustomer): Promise<string> {
    const known = await customers.stripeCustomerIdFor(customer.userId);
    if (known) return known;
    const created = await call('create customer', () =>
      stripe.customers.create(
        { email: customer.email, ...(customer.name ? { name: customer.name } : {}), metadata: { user_id: customer.userId } },
        // Two checkouts started at once still make one customer (Stripe keeps keys for 24 h).
        { idempotencyKey: `porchlight-customer-${customer.userId}` },
      ),
    );
    return customers.remember(customer.userId, created.id);
  }

  async function checkoutUrl(input: {
    customer: BillingCustomer;
    priceId: string;
    metadata: CheckoutMetadata;
    successUrl: string;
    cancelUrl: string;
  }) {
    const customerId = await customerIdFor(input.customer);
    const session = await call('create checkout session', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: input.customer.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        metadata: input.metadata,
        subscription_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) {
      logger.error({ checkoutSessionId: session.id }, 'Stripe returned a checkout session without a URL');
      throw new HttpError(502, STRIPE_UNAVAILABLE_MESSAGE);
    }
    return session.url;
  }

  return {
    async planCheckoutUrl({ customer, plan, interval, successUrl, cancelUrl }) {
      const priceId = planPriceId(plan, interval);
      return checkoutUrl({
        customer,
        priceId,
        metadata: { user_id: customer.userId, kind: 'plan', plan, interval },
        successUrl,
        cancelUrl,
      });
    },

    async addonCheckoutUrl({ customer, addonId, successUrl, cancelUrl }) {
      const addon = findAddon(addonId);
      const priceId = priceIdFor(addonPriceKey(addonId), addon ? `the ${addon.name} add-on` : `the add-on ${addonId}`);
      // One Stripe subscription per add-on: each can be cancelled on its own.
      return checkoutUrl({
        customer,
        priceId,
        metadata: { user_id: customer.userId, kind: 'addon', addon_id: addonId },
        successUrl,
        cancelUrl,
      });
    },

    async changePlan({ stripeSubscriptionId, plan, interval }) {
      // The price first: a missing price id is 503 without a call to Stripe.
      const price = planPriceId(plan, interval);
      const item = await planItemOf(stripeSubscriptionId);
      await call('change plan', () =>
        stripe.subscriptions.update(stripeSubscriptionId, {
          items: [{ id: item.id, price }],
          // The difference is invoiced at once, as the confirm dialog previewed it (not left for the renewal).
          proration_behavior: PRORATION,
          metadata: { plan, interval },
        }),
      );
    },

    async previewPlanChange({ stripeSubscriptionId, plan, interval }) {
      const price = planPriceId(plan, interval);
      const item = await planItemOf(stripeSubscriptionId);
      const invoice = await call('preview plan change', () =>
        stripe.invoices.createPreview({
          subscription: stripeSubscriptionId,
          subscription_details: { items: [{ id: item.id, price }], proration_behavior: PRORATION },
        }),
      );
      return {
        amountDueCents: invoice.amount_due,
        currency: invoice.currency,
        lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amountCents: line.amount })),
      };
    },

    async setCancelAtPeriodEnd({ stripeSubscriptionId, cancel }) {
      await call('set cancel_at_period_end', () => stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: cancel }));
    },

    async portalUrl({ customer, returnUrl }) {
      const customerId = await customerIdFor(customer);
      const session = await call('create portal session', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}
