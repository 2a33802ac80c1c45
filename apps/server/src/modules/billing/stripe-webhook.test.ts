import type Stripe from 'stripe';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { billingCustomers, events, jobs, stripeWebhookEvents, subscriptions, userAddonSubscriptions } from '../../db/schema/index.ts';
import { STRIPE_CHANGE_QUEUE } from './stripe-webhook.jobs.ts';
import { createLogger } from '../../lib/logger.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { startStripePeer, type StripePeer } from '../../../test/stripe-peer.ts';
import {
  checkoutSession,
  nowSeconds,
  signedDelivery,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
  stripeTestEnv,
  TEST_PRICE_IDS,
  type SubscriptionInput,
} from '../../../test/stripe-events.ts';
import { createStripeWebhookService, type SubscriptionFollowUp } from './stripe-webhook.service.ts';

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

const WEBHOOK = '/api/billing/webhook';
const DAY = 86_400;

const deliver = (event: object, options?: Parameters<typeof signedDelivery>[1]) => t.request(WEBHOOK, signedDelivery(event, options));

/** Delivers, sees it answered at once (queued), lets the job run, and reads what it did. */
async function deliverOk(event: { id: string }) {
  const res = await deliver(event);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ received: true, outcome: 'queued' });
  await t.jobs.drain();
  const [row] = await t.db
    .select({ outcome: stripeWebhookEvents.outcome })
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.id, event.id));
  return row?.outcome;
}

async function overview(cookie: string) {
  const res = await t.request('/api/subscription', authed(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as SubscriptionOverview;
}

const planRows = (userId: string) =>
  t.db
    .select({ planId: subscriptions.planId, status: subscriptions.status, stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));

const addonRow = async (stripeSubscriptionId: string) =>
  (
    await t.db
      .select({
        addonId: userAddonSubscriptions.addonId,
        addonName: userAddonSubscriptions.addonName,
        active: userAddonSubscriptions.active,
        pending: userAddonSubscriptions.pendingCancellation,
      })
      .from(userAddonSubscriptions)
      .where(eq(userAddonSubscriptions.stripeSubscriptionId, stripeSubscriptionId))
  )[0];

/** A signed-up agent and a Stripe subscription of theirs (metadata carries the user id, as our checkouts do). */
async function agentWith(input: Omit<SubscriptionInput, 'customer'> & { customer?: string }) {
  const user = await signUp(t);
  const customer = input.customer ?? `cus_${user.userId.slice(0, 12)}`;
  const sub = stripeSubscription({ ...input, customer, metadata: { user_id: user.userId, ...input.metadata } });
  return { ...user, customer, sub };
}

describe('POST /api/billing/webhook: signature', () => {
  const event = stripeEvent('customer.created', { id: 'cus_sig', object: 'customer' });

  it('is public and answers 400 without a Stripe-Signature header', async () => {
    const res = await t.request(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Missing Stripe-Signature header' });
  });

  it('answers 400 for a signature made with another secret', async () => {
    const res = await deliver(event, { secret: 'whsec_someone_else' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Stripe signature does not match the payload' });
  });

  it('answers 400 when the body was changed after signing', async () => {
    const init = signedDelivery(event);
    const res = await t.request(WEBHOOK, { ...init, body: String(init.body).replace('cus_sig', 'cus_evil') });
    expect(res.status).toBe(400);
  });

  it('answers 400 for a signature older than the 300-second tolerance', async () => {
    const res = await deliver(event, { timestamp: nowSeconds() - 301 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Stripe signature is too old (more than 300 seconds): refused as a possible replay',
    );
  });

  it('answers 400 for a malformed header', async () => {
    const res = await t.request(WEBHOOK, { method: 'POST', headers: { 'stripe-signature': 'garbage' }, body: JSON.stringify(event) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Stripe-Signature header is malformed' });
  });

  it('answers 200 for a well-signed event it has nothing to do with', async () => {
    expect(await deliverOk(stripeEvent('customer.created', { id: 'cus_other', object: 'customer' }))).toBe('ignored');
  });
});

describe('POST /api/billing/webhook: plan subscriptions', () => {
  it('follows created -> updated (plan change, cancel at period end) -> deleted, and GET /api/subscription shows it', async () => {
    const { userId, cookie, sub, customer } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    expect((await overview(cookie)).plan_id).toBe('trial');
    const at = nowSeconds() - 60;

    expect(await deliverOk(stripeEvent('customer.subscription.created', sub, { created: at }))).toBe('applied');
    let view = await overview(cookie);
    expect(view.plan_id).toBe('agent');
    expect(view.subscription).toMatchObject({
      plan_id: 'agent',
      billing_interval: 'monthly',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect(view.subscription!.current_period_end).toBe(new Date(sub.items.data[0]!.current_period_end! * 1000).toISOString());
    expect(view.days_until_renewal).toBe(30);
    // The local trial ended when the paid plan became current.
    expect((await planRows(userId)).map((r) => [r.planId, r.status]).sort()).toEqual([
      ['agent', 'active'],
      ['trial', 'canceled'],
    ]);
    const [stored] = await t.db
      .select({ customer: subscriptions.stripeCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, sub.id));
    expect(stored!.customer).toBe(customer);

    const changed = {
      ...sub,
      cancel_at_period_end: true,
      items: { ...sub.items, data: [{ ...sub.items.data[0]!, price: { id: TEST_PRICE_IDS.plan_starter_annual, object: 'price' } }] },
    };
    expect(await deliverOk(stripeEvent('customer.subscription.updated', changed, { created: at + 1 }))).toBe('applied');
    view = await overview(cookie);
    expect(view.subscription).toMatchObject({ plan_id: 'starter', billing_interval: 'annual', cancel_at_period_end: true });
    expect(view.entitlements.apiAccess).toBe(true);
    expect(view.entitlements.advancedAnalytics).toBe(false);

    expect(await deliverOk(stripeEvent('customer.subscription.deleted', { ...changed, status: 'canceled' }, { created: at + 2 }))).toBe(
      'applied',
    );
    view = await overview(cookie);
    expect(view.subscription).toBeNull();
    expect(view.plan_id).toBeNull();
    expect(await planRows(userId)).toContainEqual({ planId: 'starter', status: 'canceled', stripeSubscriptionId: sub.id });
  });

  it('handles the same event twice as one change', async () => {
    const { userId, sub } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const event = stripeEvent('customer.subscription.created', sub);
    expect(await deliverOk(event)).toBe('applied');
    const [before] = await t.db
      .select({ updatedAt: subscriptions.updatedAt })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, sub.id));
    const again = await deliver(event);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    await t.jobs.drain();
    const [after] = await t.db
      .select({ updatedAt: subscriptions.updatedAt })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, sub.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect((await planRows(userId)).filter((r) => r.stripeSubscriptionId === sub.id)).toHaveLength(1);
    expect(
      await t.db.select({ id: stripeWebhookEvents.id }).from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id)),
    ).toHaveLength(1);
  });

  it('answers both of two simultaneous deliveries of one event and applies it once', async () => {
    const { userId, sub } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const event = stripeEvent('customer.subscription.created', sub);
    const outcomes = await Promise.all(
      [deliver(event), deliver(event)].map(async (p) => ((await (await p).json()) as { outcome: string }).outcome),
    );
    expect(outcomes.sort()).toEqual(['duplicate', 'queued']);
    await t.jobs.drain();
    expect((await planRows(userId)).filter((r) => r.stripeSubscriptionId === sub.id)).toHaveLength(1);
  });

  it('ignores an event older than the one already applied (out of order delivery)', async () => {
    const { cookie, sub } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const at = nowSeconds() - 100;
    const upgraded = {
      ...sub,
      items: { ...sub.items, data: [{ ...sub.items.data[0]!, price: { id: TEST_PRICE_IDS.plan_business_monthly, object: 'price' } }] },
    };
    expect(await deliverOk(stripeEvent('customer.subscription.updated', upgraded, { created: at + 10 }))).toBe('applied');
    expect(await deliverOk(stripeEvent('customer.subscription.created', { ...sub, status: 'incomplete' }, { created: at }))).toBe('stale');
    expect((await overview(cookie)).subscription).toMatchObject({ plan_id: 'business', status: 'active' });
  });

  it('never brings a deleted subscription back', async () => {
    const { cookie, sub } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const at = nowSeconds() - 100;
    await deliverOk(stripeEvent('customer.subscription.created', sub, { created: at }));
    await deliverOk(stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }, { created: at + 5 }));
    expect(await deliverOk(stripeEvent('customer.subscription.updated', sub, { created: at + 5 }))).toBe('stale');
    expect((await overview(cookie)).subscription).toBeNull();
  });

  it('asks Stripe for the truth when two events carry the same second', async () => {
    const { cookie, sub } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const at = nowSeconds() - 30;
    peer.putSubscription({ ...sub, cancel_at_period_end: true });
    await deliverOk(stripeEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, { created: at }));
    // Delivered second but created in the same second: its payload may be the older state.
    expect(await deliverOk(stripeEvent('customer.subscription.created', sub, { created: at }))).toBe('applied');
    expect(peer.find('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect((await overview(cookie)).subscription!.cancel_at_period_end).toBe(true);
  });

  it('reads the period from the subscription itself for older API versions', async () => {
    const start = nowSeconds() - 5 * DAY;
    const { cookie, sub } = await agentWith({
      priceId: TEST_PRICE_IDS.plan_starter_monthly,
      periodStart: start,
      periodEnd: start + 30 * DAY,
      periodOnSubscription: true,
    });
    await deliverOk(stripeEvent('customer.subscription.created', sub));
    const view = await overview(cookie);
    expect(view.subscription!.current_period_start).toBe(new Date(start * 1000).toISOString());
    expect(view.days_until_renewal).toBe(25);
  });

  it('keeps a trialing subscription current and queues what follows trial_will_end with the change', async () => {
    const changes: SubscriptionFollowUp[] = [];
    const service = createStripeWebhookService(t.config.billing as Extract<typeof t.config.billing, { driver: 'stripe' }>, {
      db: t.db,
      logger: createLogger('silent'),
      queueSubscriptionChanged: async (_tx, followUp) => void changes.push(followUp),
      queueEvent: async () => undefined,
    });
    const { userId, cookie, sub } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly, status: 'trialing' });
    const event = stripeEvent('customer.subscription.trial_will_end', sub);
    const result = await service.processEvent(event as unknown as Stripe.Event);
    expect(result.outcome).toBe('applied');
    expect(changes).toEqual([
      { userId, eventId: event.id, change: { event: 'customer.subscription.trial_will_end', kind: 'plan', stripeSubscriptionId: sub.id } },
    ]);
    const view = await overview(cookie);
    expect(view.subscription).toMatchObject({ plan_id: 'agent', status: 'trialing' });
    expect(view.is_active).toBe(true);
  });

  it('marks a failed payment past_due, then active again once paid', async () => {
    const { cookie, sub, customer } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const at = nowSeconds() - 60;
    await deliverOk(stripeEvent('customer.subscription.created', sub, { created: at }));

    expect(await deliverOk(stripeEvent('invoice.payment_failed', stripeInvoice(sub.id, customer), { created: at + 1 }))).toBe('applied');
    let view = await overview(cookie);
    expect(view.subscription!.status).toBe('past_due');
    expect(view.plan_id).toBe('agent'); // past_due still counts as current
    expect(view.is_active).toBe(false);

    expect(await deliverOk(stripeEvent('invoice.paid', stripeInvoice(sub.id, customer), { created: at + 2 }))).toBe('applied');
    view = await overview(cookie);
    expect(view.subscription!.status).toBe('active');

    // The older API put the subscription id on the invoice itself.
    await deliverOk(stripeEvent('invoice.payment_failed', stripeInvoice(sub.id, customer, { legacy: true }), { created: at + 3 }));
    expect((await overview(cookie)).subscription!.status).toBe('past_due');
    await deliverOk(stripeEvent('invoice.payment_succeeded', stripeInvoice(sub.id, customer, { legacy: true }), { created: at + 4 }));
    expect((await overview(cookie)).subscription!.status).toBe('active');
  });

  it('tells the agent of a failed payment once, from a job queued with the change: a run repeated after a crash adds no notification and no history line', async () => {
    const { userId, cookie, sub, customer } = await agentWith({ priceId: TEST_PRICE_IDS.plan_agent_monthly });
    const at = nowSeconds() - 60;
    await deliverOk(stripeEvent('customer.subscription.created', sub, { created: at }));
    expect(await deliverOk(stripeEvent('invoice.payment_failed', stripeInvoice(sub.id, customer), { created: at + 1 }))).toBe('applied');
    const paymentFailed = async () => {
      const listed = (await (await t.request('/api/notifications?limit=100', authed(cookie))).json()) as {
        notifications: { title: string }[];
      };
      return listed.notifications.filter((n) => n.title === 'Payment failed').length;
    };
    expect(await paymentFailed()).toBe(1);
    const historyLines = () => t.db.$count(events, and(eq(events.accountId, userId), eq(events.type, 'subscription.changed')));
    expect(await historyLines()).toBe(2);
    // The follow-up's worker died after telling the agent and writing the history line, before the job was marked done.
    const followUps = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.accountId, userId), sql`${jobs.queue} LIKE ${`%${STRIPE_CHANGE_QUEUE}`}`));
    expect(followUps.map((j) => j.state)).toEqual(['completed', 'completed']);
    await t.db
      .update(jobs)
      .set({ state: 'queued', finishedAt: null })
      .where(
        inArray(
          jobs.id,
          followUps.map((j) => j.id),
        ),
      );
    await t.jobs.drain();
    expect(await paymentFailed()).toBe(1);
    expect(await historyLines()).toBe(2);
  });

  it('maps a completed checkout to its user by client_reference_id and remembers the customer', async () => {
    const user = await signUp(t);
    const customer = `cus_checkout_${user.userId.slice(0, 8)}`;
    // Stripe's own subscription carries no metadata here: only the session knows the user.
    const sub = stripeSubscription({ customer, priceId: TEST_PRICE_IDS.plan_agent_annual });
    peer.putSubscription(sub);
    expect(
      await deliverOk(stripeEvent('checkout.session.completed', checkoutSession({ customer, subscription: sub.id, userId: user.userId }))),
    ).toBe('applied');
    expect((await overview(user.cookie)).subscription).toMatchObject({ plan_id: 'agent', billing_interval: 'annual' });
    const [mapping] = await t.db
      .select({ customer: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.userId));
    expect(mapping!.customer).toBe(customer);

    // Later events without metadata find the user through the remembered customer.
    const later = { ...sub, cancel_at_period_end: true };
    await deliverOk(stripeEvent('customer.subscription.updated', later, { created: nowSeconds() + 1 }));
    expect((await overview(user.cookie)).subscription!.cancel_at_period_end).toBe(true);
  });

  it('ignores, with 200, a price we do not sell and a customer we do not know', async () => {
    const { userId, sub } = await agentWith({ priceId: 'price_from_another_product' });
    expect(await deliverOk(stripeEvent('customer.subscription.created', sub))).toBe('ignored');
    expect((await planRows(userId)).map((r) => r.planId)).toEqual(['trial']);

    const stranger = stripeSubscription({
      customer: 'cus_nobody',
      priceId: TEST_PRICE_IDS.plan_agent_monthly,
      metadata: { user_id: 'no-such-user' },
    });
    expect(await deliverOk(stripeEvent('customer.subscription.created', stranger))).toBe('ignored');
    expect(
      await t.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stranger.id)),
    ).toEqual([]);

    expect(await deliverOk(stripeEvent('invoice.payment_failed', stripeInvoice('sub_unknown', 'cus_nobody')))).toBe('ignored');
  });
});

describe('POST /api/billing/webhook: add-ons', () => {
  it('follows an add-on from created to cancelled to deleted', async () => {
    const { userId, cookie, sub } = await agentWith({ priceId: TEST_PRICE_IDS['addon_sms-200'] });
    const at = nowSeconds() - 60;
    const base = (await overview(cookie)).entitlements.smsNotifications;

    expect(await deliverOk(stripeEvent('customer.subscription.created', sub, { created: at }))).toBe('applied');
    expect(await addonRow(sub.id)).toEqual({ addonId: 'sms-200', addonName: 'SMS 200', active: true, pending: false });
    let view = await overview(cookie);
    expect(view.addons).toEqual([expect.objectContaining({ addon_id: 'sms-200', active: true, pending_cancellation: false, price: 25 })]);
    expect(view.entitlements.smsNotifications).toBe(base + 200);
    // An add-on is not a plan: the trial stays the plan.
    expect((await planRows(userId)).map((r) => [r.planId, r.status])).toEqual([['trial', 'trialing']]);

    await deliverOk(stripeEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, { created: at + 1 }));
    expect(await addonRow(sub.id)).toMatchObject({ active: true, pending: true });
    view = await overview(cookie);
    expect(view.addons[0]!.pending_cancellation).toBe(true);
    expect(view.entitlements.smsNotifications).toBe(base); // pending cancellation no longer counts

    await deliverOk(
      stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled', cancel_at_period_end: true }, { created: at + 2 }),
    );
    expect(await addonRow(sub.id)).toMatchObject({ active: false });
    expect((await overview(cookie)).addons).toEqual([]);
  });

  it('keeps a past-due add-on counting and one add-on per Stripe subscription', async () => {
    const { userId, customer, sub } = await agentWith({ priceId: TEST_PRICE_IDS['addon_seats-5'] });
    const second = stripeSubscription({ customer, priceId: TEST_PRICE_IDS['addon_sms-200'], metadata: { user_id: userId } });
    await deliverOk(stripeEvent('customer.subscription.created', sub));
    await deliverOk(stripeEvent('customer.subscription.created', second));
    await deliverOk(stripeEvent('invoice.payment_failed', stripeInvoice(sub.id, customer), { created: nowSeconds() + 1 }));
    expect(await addonRow(sub.id)).toMatchObject({ addonId: 'seats-5', active: true });
    const rows = await t.db
      .select({ addonId: userAddonSubscriptions.addonId })
      .from(userAddonSubscriptions)
      .where(and(eq(userAddonSubscriptions.userId, userId), eq(userAddonSubscriptions.active, true)));
    expect(rows.map((r) => r.addonId).sort()).toEqual(['seats-5', 'sms-200']);
  });
});
