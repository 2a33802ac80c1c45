import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeBilling, STRIPE_UNAVAILABLE_MESSAGE } from '../../providers/billing/stripe-billing.ts';
import type { StripeBilling } from '../../providers/billing/billing-provider.ts';
import { createBillingCustomersRepository } from '../../providers/billing/billing-customers.repository.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { createLogger } from '../../lib/logger.ts';
import type { StripeBillingConfig } from '../../providers/billing/stripe-client.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { startStripePeer, type StripePeer } from '../../../test/stripe-peer.ts';
import { stripeSubscription, stripeTestEnv, TEST_PRICE_IDS, TEST_STRIPE_SECRET_KEY } from '../../../test/stripe-events.ts';

let peer: StripePeer;
let t: TestApp;
let stripe: StripeBilling;
let config: StripeBillingConfig;

beforeAll(async () => {
  peer = await startStripePeer();
  t = await createTestApp(stripeTestEnv(peer.url));
  if (t.config.billing.driver !== 'stripe') throw new Error('expected the stripe driver');
  config = t.config.billing;
  stripe = createStripeBilling(config, { db: t.db, logger: createLogger('silent') });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => peer.reset());

const urls = {
  successUrl: 'http://localhost:3000/settings?tab=billing&checkout=success',
  cancelUrl: 'http://localhost:3000/settings?tab=plan&checkout=cancelled',
};

async function newCustomer() {
  const { userId, email } = await signUp(t, { name: 'Dana Agent' });
  return { userId, email, name: 'Dana Agent' };
}

async function expectHttpError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(status);
  expect((error as HttpError).message).toBe(message);
}

describe('StripeBilling against a loopback Stripe', () => {
  it('opens a plan checkout: one new customer, the price of plan and interval, metadata to map back', async () => {
    const customer = await newCustomer();
    const url = await stripe.planCheckoutUrl({ customer, plan: 'agent', interval: 'annual', ...urls });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [created] = peer.find('POST', '/v1/customers');
    expect(created!.form).toMatchObject({ email: customer.email, name: 'Dana Agent', 'metadata[user_id]': customer.userId });
    expect(created!.idempotencyKey).toBe(`porchlight-customer-${customer.userId}`);
    expect(created!.authorization).toBe(`Bearer ${TEST_STRIPE_SECRET_KEY}`);
    const customerId = await createBillingCustomersRepository(t.db).stripeCustomerIdFor(customer.userId);
    expect(customerId).toMatch(/^cus_/);

    const [session] = peer.find('POST', '/v1/checkout/sessions');
    expect(session!.form).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: customer.userId,
      'line_items[0][price]': TEST_PRICE_IDS.plan_agent_annual,
      'line_items[0][quantity]': '1',
      'metadata[user_id]': customer.userId,
      'metadata[kind]': 'plan',
      'metadata[plan]': 'agent',
      'metadata[interval]': 'annual',
      'subscription_data[metadata][user_id]': customer.userId,
      'subscription_data[metadata][kind]': 'plan',
      'subscription_data[metadata][plan]': 'agent',
      'subscription_data[metadata][interval]': 'annual',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
    });
  });

  it('opens an add-on checkout as its own subscription, reusing the customer', async () => {
    const customer = await newCustomer();
    await stripe.planCheckoutUrl({ customer, plan: 'starter', interval: 'monthly', ...urls });
    await stripe.addonCheckoutUrl({ customer, addonId: 'sms-200', ...urls });

    expect(peer.find('POST', '/v1/customers')).toHaveLength(1);
    const sessions = peer.find('POST', '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[1]!.form).toMatchObject({
      mode: 'subscription',
      customer: sessions[0]!.form.customer,
      'line_items[0][price]': TEST_PRICE_IDS['addon_sms-200'],
      'metadata[kind]': 'addon',
      'metadata[addon_id]': 'sms-200',
      'subscription_data[metadata][addon_id]': 'sms-200',
      'subscription_data[metadata][user_id]': customer.userId,
    });
  });

  it('opens the Customer Portal for the same customer', async () => {
    const customer = await newCustomer();
    const url = await stripe.portalUrl({ customer, returnUrl: 'http://localhost:3000/settings?tab=billing' });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const [portal] = peer.find('POST', '/v1/billing_portal/sessions');
    expect(portal!.form).toEqual({
      customer: await createBillingCustomersRepository(t.db).stripeCustomerIdFor(customer.userId),
      return_url: 'http://localhost:3000/settings?tab=billing',
    });
    await stripe.portalUrl({ customer, returnUrl: 'http://localhost:3000/settings?tab=billing' });
    expect(peer.find('POST', '/v1/customers')).toHaveLength(1);
  });

  it('changes plan by swapping the price of the subscription item, prorated', async () => {
    const sub = stripeSubscription({ customer: 'cus_change', priceId: TEST_PRICE_IDS.plan_starter_monthly });
    peer.putSubscription(sub);
    await stripe.changePlan({ stripeSubscriptionId: sub.id, plan: 'business', interval: 'monthly' });

    const [update] = peer.find('POST', `/v1/subscriptions/${sub.id}`);
    expect(update!.form).toEqual({
      'items[0][id]': sub.items.data[0]!.id,
      'items[0][price]': TEST_PRICE_IDS.plan_business_monthly,
      proration_behavior: 'always_invoice',
      'metadata[plan]': 'business',
      'metadata[interval]': 'monthly',
    });
  });

  it('cancels and resumes at the end of the period', async () => {
    const sub = stripeSubscription({ customer: 'cus_cancel', priceId: TEST_PRICE_IDS.plan_agent_monthly });
    peer.putSubscription(sub);
    await stripe.setCancelAtPeriodEnd({ stripeSubscriptionId: sub.id, cancel: true });
    await stripe.setCancelAtPeriodEnd({ stripeSubscriptionId: sub.id, cancel: false });
    expect(peer.find('POST', `/v1/subscriptions/${sub.id}`).map((r) => r.form)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
  });

  it('answers 503 naming the item when its price id is not configured, without calling Stripe', async () => {
    const customer = await newCustomer();
    await expectHttpError(
      stripe.planCheckoutUrl({ customer, plan: 'business', interval: 'annual', ...urls }),
      503,
      'Billing is not set up for the Business plan (annual)',
    );
    await expectHttpError(
      stripe.addonCheckoutUrl({ customer, addonId: 'leads-2000', ...urls }),
      503,
      'Billing is not set up for the Leads +2,000 add-on',
    );
    await expectHttpError(
      stripe.changePlan({ stripeSubscriptionId: 'sub_x', plan: 'business', interval: 'annual' }),
      503,
      'Billing is not set up for the Business plan (annual)',
    );
    expect(peer.requests).toEqual([]);
  });

  it('turns a Stripe failure into a 502 the user can retry', async () => {
    const customer = await newCustomer();
    peer.failNext(400, 'No such price');
    await expectHttpError(
      stripe.planCheckoutUrl({ customer, plan: 'agent', interval: 'monthly', ...urls }),
      502,
      STRIPE_UNAVAILABLE_MESSAGE,
    );
    await expectHttpError(
      stripe.changePlan({ stripeSubscriptionId: 'sub_missing', plan: 'agent', interval: 'monthly' }),
      502,
      STRIPE_UNAVAILABLE_MESSAGE,
    );
  });
});
