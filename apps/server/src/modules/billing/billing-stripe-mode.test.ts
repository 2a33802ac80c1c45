import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';
import { startStripePeer, type StripePeer } from '../../../test/stripe-peer.ts';
import { signedDelivery, stripeEvent, stripeSubscription, stripeTestEnv } from '../../../test/stripe-events.ts';

// The billing routes with Stripe as the driver: checkout, plan change, cancel and the portal go
// to a loopback Stripe; the signed webhook brings the state back.

let peer: StripePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startStripePeer();
  t = await createTestApp(stripeTestEnv(peer.url));
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => peer.reset());

const post = (cookie: string, path: string, body?: unknown) =>
  t.request(path, authed(cookie, body === undefined ? { method: 'POST' } : json(body)));
const overview = async (cookie: string) => (await (await t.request('/api/subscription', authed(cookie))).json()) as SubscriptionOverview;

async function deliver(type: string, subscription: object) {
  const res = await t.request('/api/billing/webhook', signedDelivery(stripeEvent(type, subscription)));
  expect(res.status).toBe(200);
  await t.jobs.drain(); // the event is applied by a job
}

describe('billing routes with the Stripe driver', () => {
  it('sends a trial user to Checkout, and the webhook makes the plan current', async () => {
    const { cookie, userId } = await signUp(t);
    const res = await post(cookie, '/api/billing/plan', { plan: 'agent', interval: 'monthly' });
    expect(res.status).toBe(200);
    const action = (await res.json()) as { kind: string; url: string };
    expect(action.kind).toBe('redirect');
    // Without a Stripe subscription yet, the first period is paid on Checkout: the preview says so.
    const first = await (await post(cookie, '/api/billing/plan/preview', { plan: 'agent', interval: 'annual' })).json();
    expect(first).toMatchObject({ way: 'checkout', due_now_cents: 119 * 12 * 100, recurring_cents: 119 * 12 * 100, interval: 'annual' });
    const addon = await (await post(cookie, '/api/billing/addons/preview', { addon_id: 'sms-500' })).json();
    expect(addon).toMatchObject({ item: 'SMS 500', way: 'checkout', interval: 'monthly', due_now_cents: 4500, recurring_cents: 4500 });
    expect(action.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [session] = peer.find('POST', '/v1/checkout/sessions');
    expect(session!.form).toMatchObject({
      'line_items[0][price]': 'price_agent_monthly',
      success_url: 'http://localhost:3000/settings?tab=billing&checkout=success',
    });

    // Nothing changes until Stripe says it was paid.
    let body = await overview(cookie);
    expect(body.billing_mode).toBe('stripe');
    expect(body.plan_id).toBe('trial');

    const customer = String(session!.form.customer);
    const subscription = stripeSubscription({ customer, priceId: 'price_agent_monthly', metadata: { user_id: userId } });
    peer.putSubscription(subscription);
    await deliver('customer.subscription.created', subscription);
    body = await overview(cookie);
    expect(body.plan_id).toBe('agent');
    expect(body.entitlements.maxLeads).toBe(1500);
    // The Stripe customer and subscription ids stay on the server.
    const text = JSON.stringify(body) + (await (await t.request('/api/billing/history', authed(cookie))).text());
    expect(text).not.toContain(subscription.id);
    expect(text).not.toContain(customer);

    // Before confirming, the agent sees what the switch charges now: Stripe's preview of it.
    const preview = await post(cookie, '/api/billing/plan/preview', { plan: 'business', interval: 'monthly' });
    expect(await preview.json()).toEqual({
      item: 'Business plan, billed monthly',
      way: 'prorated',
      due_now_cents: 5000,
      recurring_cents: 39900,
      interval: 'monthly',
      currency: 'usd',
      lines: [
        { description: 'Unused time on the old plan', amount_cents: -2450 },
        { description: 'Remaining time on the new plan', amount_cents: 7450 },
      ],
    });
    const [previewed] = peer.find('POST', '/v1/invoices/create_preview');
    expect(previewed!.form).toMatchObject({
      subscription: subscription.id,
      'subscription_details[items][0][price]': 'price_business_monthly',
      'subscription_details[proration_behavior]': 'always_invoice',
    });
    expect((await overview(cookie)).plan_id).toBe('agent');

    // A paying customer switches plan in place, prorated.
    const change = await post(cookie, '/api/billing/plan', { plan: 'business', interval: 'monthly' });
    expect(await change.json()).toEqual({ kind: 'applied' });
    const [update] = peer.find('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update!.form).toMatchObject({ 'items[0][price]': 'price_business_monthly', proration_behavior: 'always_invoice' });
    expect((await overview(cookie)).plan_id).toBe('business');

    // Cancel at period end goes to Stripe too.
    expect((await post(cookie, '/api/billing/cancel')).status).toBe(200);
    expect(peer.find('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!.form).toMatchObject({ cancel_at_period_end: 'true' });
    expect((await overview(cookie)).subscription?.cancel_at_period_end).toBe(true);

    // The Customer Portal for payment methods and invoices.
    const portal = await post(cookie, '/api/billing/portal');
    expect(((await portal.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('sends add-ons to Checkout too, and says plainly when a price is not set up', async () => {
    const { cookie } = await signUp(t);
    const res = await post(cookie, '/api/billing/addons', { addon_id: 'sms-200' });
    expect(((await res.json()) as { kind: string }).kind).toBe('redirect');
    const missing = await post(cookie, '/api/billing/addons', { addon_id: 'leads-2000' });
    expect(missing.status).toBe(503);
    expect(((await missing.json()) as { error: string }).error).toMatch(/Billing is not set up for/);
  });
});
