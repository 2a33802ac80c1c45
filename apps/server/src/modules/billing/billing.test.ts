import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { PLANS } from '@porchlight/domain/billing/plans';
import {
  csvExports,
  events,
  flows,
  leads,
  messages,
  properties,
  subscriptions,
  teamMembers,
  trackingTasks,
  triggers,
  userAddonSubscriptions,
} from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';
import { readEvents } from '../../../test/sse-client.ts';
import { LimitReachedError } from './limit-guard.ts';
import { ADVISORY_LOCK_CONNECTIONS } from './limit-lock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

async function overview(cookie: string): Promise<SubscriptionOverview> {
  const res = await t.request('/api/subscription', authed(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as SubscriptionOverview;
}

const post = (cookie: string, path: string, body?: unknown) =>
  t.request(path, authed(cookie, body === undefined ? { method: 'POST' } : json(body)));

async function agentOn(plan: 'starter' | 'agent' | 'business', interval: 'monthly' | 'annual' = 'monthly') {
  const user = await signUp(t);
  const res = await post(user.cookie, '/api/billing/plan', { plan, interval });
  expect(res.status).toBe(200);
  return user;
}

describe('GET /api/subscription', () => {
  it('starts a new account on a 14-day trial with the trial entitlements', async () => {
    const { cookie } = await signUp(t);
    const body = await overview(cookie);
    expect(body.subscription).toMatchObject({ plan_id: 'trial', status: 'trialing', cancel_at_period_end: false });
    expect(body.plan_id).toBe('trial');
    expect(body.is_active).toBe(true);
    expect(body.trial_expired).toBe(false);
    expect(body.days_until_renewal).toBe(14);
    expect(body.entitlements).toEqual(PLANS.trial.features);
    expect(body.addons).toEqual([]);
    expect(body.billing_mode).toBe('local');
    expect(body.usage).toEqual({
      active_tasks: 0,
      task_executions: 0,
      flows_count: 0,
      trigger_events: 0,
      sms_notifications_used: 0,
      call_minutes_used: 0,
      email_notifications_used: 0,
      properties_stored: 0,
      total_properties: 0,
      leads_stored: 0,
      total_leads: 0,
      team_members_count: 1,
    });
  });

  it('counts usage exactly as spec 000 §3 lists it, for this user only', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const owned = (userId: string) => ({ userId });
    await t.db.insert(trackingTasks).values([
      { ...owned(me.userId), status: 'active' },
      { ...owned(me.userId), status: 'active' },
      { ...owned(me.userId), status: 'paused' },
    ]);
    await t.db.insert(flows).values([{ ...owned(me.userId), name: 'Nurture' }]);
    await t.db.insert(triggers).values([
      { ...owned(me.userId), name: 'Price drop' },
      { ...owned(me.userId), name: 'New listing' },
    ]);
    await t.db.insert(messages).values([
      { ...owned(me.userId), type: 'sms' },
      { ...owned(me.userId), type: 'email' },
      { ...owned(me.userId), type: 'email' },
      { ...owned(me.userId), type: 'email' },
    ]);
    await t.db.insert(properties).values([
      { ...owned(me.userId), address: '1 Elm St' },
      { ...owned(me.userId), address: '2 Elm St' },
    ]);
    await t.db.insert(leads).values([{ ...owned(me.userId), name: 'Lee' }]);
    await t.db
      .insert(teamMembers)
      .values([{ teamId: me.userId, email: 'pat@example.com', inviteTokenHash: 'h1', inviteExpiresAt: new Date() }]);
    // Another agent's rows never count.
    await t.db.insert(leads).values([{ ...owned(other.userId), name: 'Not mine' }]);

    expect((await overview(me.cookie)).usage).toEqual({
      active_tasks: 2,
      task_executions: 0,
      flows_count: 1,
      trigger_events: 2,
      sms_notifications_used: 1,
      call_minutes_used: 0,
      email_notifications_used: 3,
      properties_stored: 2,
      total_properties: 2,
      leads_stored: 1,
      total_leads: 1,
      team_members_count: 2,
    });
    expect((await overview(other.cookie)).usage.leads_stored).toBe(1);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/subscription')).status).toBe(401);
  });
});

describe('local billing: plans', () => {
  it('applies a plan at once with a one-month period', async () => {
    const { cookie } = await agentOn('agent');
    const body = await overview(cookie);
    expect(body.subscription).toMatchObject({ plan_id: 'agent', status: 'active', billing_interval: 'monthly' });
    expect(body.entitlements.maxLeads).toBe(1500);
    expect(body.entitlements.advancedAnalytics).toBe(true);
    expect([28, 29, 30, 31]).toContain(body.days_until_renewal);
  });

  it('records subscription.changed in the event log', async () => {
    const { userId } = await agentOn('agent');
    const deadline = Date.now() + 5_000;
    let logged: { payload: Record<string, unknown> }[] = [];
    while (logged.length === 0 && Date.now() < deadline) {
      logged = await t.db
        .select({ payload: events.payload })
        .from(events)
        .where(and(eq(events.accountId, userId), eq(events.type, 'subscription.changed')));
      if (logged.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(logged.map((e) => e.payload)).toEqual([{ plan: 'agent', status: 'active', change: 'plan_changed' }]);
  });

  it('bills annually for a year', async () => {
    const { cookie } = await agentOn('business', 'annual');
    const body = await overview(cookie);
    expect(body.subscription?.billing_interval).toBe('annual');
    expect([365, 366]).toContain(body.days_until_renewal);
  });

  it('keeps one current subscription: the old one is ended, and the history lists both', async () => {
    const { cookie, userId } = await agentOn('starter');
    expect((await post(cookie, '/api/billing/plan', { plan: 'business', interval: 'monthly' })).status).toBe(200);
    const rows = await t.db
      .select({ status: subscriptions.status, plan: subscriptions.planId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(rows.filter((r) => ['active', 'trialing', 'past_due'].includes(r.status))).toEqual([{ status: 'active', plan: 'business' }]);
    const history = (await (await t.request('/api/billing/history', authed(cookie))).json()) as {
      entries: { name: string; amount: number }[];
    };
    expect(history.entries.map((e) => e.name)).toEqual(['Business plan', 'Starter plan', 'Trial plan']);
    expect(history.entries[0]!.amount).toBe(399);
  });

  it('refuses to buy the plan you are already on', async () => {
    const { cookie } = await agentOn('agent');
    const res = await post(cookie, '/api/billing/plan', { plan: 'agent', interval: 'monthly' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/already on the Agent plan/);
  });

  it('previews a change before it is made: local billing charges nothing; the same plan is 409, a bad body 400', async () => {
    const { cookie } = await agentOn('starter');
    const res = await post(cookie, '/api/billing/plan/preview', { plan: 'agent', interval: 'annual' });
    expect(await res.json()).toEqual({
      item: 'Agent plan, billed annually',
      way: 'no_charge',
      due_now_cents: null,
      recurring_cents: 142800,
      interval: 'annual',
      currency: 'usd',
      lines: [],
    });
    expect((await overview(cookie)).plan_id).toBe('starter');
    expect((await post(cookie, '/api/billing/plan/preview', { plan: 'starter', interval: 'monthly' })).status).toBe(409);
    const bad = await post(cookie, '/api/billing/plan/preview', { plan: 'gold', interval: 'monthly' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('plan');
    const addon = await post(cookie, '/api/billing/addons/preview', { addon_id: 'sms-200' });
    expect(await addon.json()).toMatchObject({ item: 'SMS 200', way: 'no_charge', recurring_cents: 2500 });
    expect((await post(cookie, '/api/billing/addons/preview', { addon_id: 'nope' })).status).toBe(400);
  });

  it.each([
    [{ plan: 'trial', interval: 'monthly' }, 'plan'],
    [{ plan: 'gold', interval: 'monthly' }, 'plan'],
    [{ plan: 'agent', interval: 'weekly' }, 'interval'],
    [{ plan: 'agent' }, 'interval'],
    [{ plan: 'agent', interval: 'monthly', extra: 1 }, ''],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { cookie } = await signUp(t);
    const res = await post(cookie, '/api/billing/plan', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });

  it('cancels at period end and resumes', async () => {
    const { cookie } = await agentOn('starter');
    const cancelled = await post(cookie, '/api/billing/cancel');
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { subscription: { cancel_at_period_end: boolean } }).subscription.cancel_at_period_end).toBe(true);
    expect((await overview(cookie)).is_active).toBe(true);
    const resumed = await post(cookie, '/api/billing/resume');
    expect(((await resumed.json()) as { subscription: { cancel_at_period_end: boolean } }).subscription.cancel_at_period_end).toBe(false);
  });

  it('has nothing to cancel on a trial', async () => {
    const { cookie } = await signUp(t);
    expect((await post(cookie, '/api/billing/cancel')).status).toBe(409);
  });

  it('ends a cancelled plan at the end of its period, leaving no plan', async () => {
    const { cookie, userId } = await agentOn('starter');
    await post(cookie, '/api/billing/cancel');
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.userId, userId));
    const body = await overview(cookie);
    expect(body.subscription).toBeNull();
    expect(body.plan_id).toBeNull();
    expect(body.is_active).toBe(false);
    expect(body.entitlements.maxLeads).toBe(0);
    expect(body.days_until_renewal).toBeNull();
  });

  it('expires a trial at its end and says so', async () => {
    const { cookie, userId } = await signUp(t);
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    const body = await overview(cookie);
    expect(body.trial_expired).toBe(true);
    expect(body.subscription).toBeNull();
    const res = await post(cookie, '/api/team/invitations', { email: 'pat@example.com' });
    expect(res.status).toBe(402);
    // A plan can still be chosen afterwards.
    expect((await post(cookie, '/api/billing/plan', { plan: 'starter', interval: 'monthly' })).status).toBe(200);
    expect((await overview(cookie)).plan_id).toBe('starter');
  });

  it('renews an active local plan that passed its period end', async () => {
    const { cookie, userId } = await agentOn('agent');
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 40 * DAY) })
      .where(eq(subscriptions.userId, userId));
    const body = await overview(cookie);
    expect(body.subscription?.status).toBe('active');
    expect(body.days_until_renewal).toBeGreaterThan(0);
  });

  it('uses only the newest current subscription', async () => {
    const { cookie, userId } = await signUp(t);
    const older = new Date(Date.now() - 10 * DAY);
    await t.db
      .insert(subscriptions)
      .values({ userId, planId: 'business', status: 'past_due', createdAt: older, currentPeriodEnd: new Date(Date.now() + DAY) });
    expect((await overview(cookie)).plan_id).toBe('trial');
  });
});

describe('local billing: add-ons', () => {
  it('raises a limit, shows price and description, and stops counting once cancelled', async () => {
    const { cookie } = await agentOn('agent');
    expect((await post(cookie, '/api/billing/addons', { addon_id: 'leads-2000' })).status).toBe(200);
    let body = await overview(cookie);
    expect(body.entitlements.maxLeads).toBe(3500);
    expect(body.addons).toEqual([
      expect.objectContaining({
        addon_id: 'leads-2000',
        addon_name: 'Leads +2,000',
        active: true,
        pending_cancellation: false,
        price: 22,
        description: 'Keep 2,000 more leads',
      }),
    ]);

    const res = await t.request(`/api/billing/addons/${body.addons[0]!.id}`, authed(cookie, { method: 'DELETE' }));
    expect(res.status).toBe(200);
    body = await overview(cookie);
    expect(body.addons[0]).toMatchObject({ active: true, pending_cancellation: true });
    expect(body.entitlements.maxLeads).toBe(1500);

    // Buying it again keeps it.
    expect((await post(cookie, '/api/billing/addons', { addon_id: 'leads-2000' })).status).toBe(200);
    expect((await overview(cookie)).entitlements.maxLeads).toBe(3500);
  });

  it('adds the Message Bundle to SMS and e-mail alike', async () => {
    const { cookie } = await agentOn('starter');
    await post(cookie, '/api/billing/addons', { addon_id: 'message-bundle' });
    const { entitlements } = await overview(cookie);
    expect(entitlements.smsNotifications).toBe(75 + 1000);
    expect(entitlements.emailNotifications).toBe(1000 + 5000);
  });

  it('leaves unlimited limits unlimited', async () => {
    const { cookie } = await agentOn('business');
    await post(cookie, '/api/billing/addons', { addon_id: 'properties-1000' });
    const { entitlements } = await overview(cookie);
    expect(entitlements.maxProperties).toBe(11000);
    expect(entitlements.propertyAlerts).toBe(-1);
  });

  it('gives an unknown add-on row price 0 and an empty description, and ignores it for limits', async () => {
    const { cookie, userId } = await agentOn('starter');
    await t.db.insert(userAddonSubscriptions).values({ userId, addonId: 'retired-addon', addonName: 'Old thing' });
    const body = await overview(cookie);
    expect(body.addons).toEqual([expect.objectContaining({ addon_id: 'retired-addon', price: 0, description: '' })]);
    expect(body.entitlements).toEqual(PLANS.starter.features);
  });

  it('refuses an add-on already owned, an unknown add-on and a foreign row', async () => {
    const { cookie } = await agentOn('agent');
    await post(cookie, '/api/billing/addons', { addon_id: 'seats-5' });
    expect((await post(cookie, '/api/billing/addons', { addon_id: 'seats-5' })).status).toBe(409);
    const unknown = await post(cookie, '/api/billing/addons', { addon_id: 'sms-9999' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^addon_id/);

    const mine = (await overview(cookie)).addons[0]!;
    const stranger = await signUp(t);
    expect((await t.request(`/api/billing/addons/${mine.id}`, authed(stranger.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect((await t.request('/api/billing/addons/not-a-uuid', authed(stranger.cookie, { method: 'DELETE' }))).status).toBe(404);
  });

  it('drops a cancelled add-on at the end of its period', async () => {
    const { cookie, userId } = await agentOn('agent');
    await post(cookie, '/api/billing/addons', { addon_id: 'sms-200' });
    const row = (await overview(cookie)).addons[0]!;
    await t.request(`/api/billing/addons/${row.id}`, authed(cookie, { method: 'DELETE' }));
    await t.db
      .update(userAddonSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(userAddonSubscriptions.userId, userId));
    expect((await overview(cookie)).addons).toEqual([]);
  });

  it('has no portal in local mode', async () => {
    const { cookie } = await signUp(t);
    const res = await post(cookie, '/api/billing/portal');
    expect(res.status).toBe(409);
  });
});

describe('the limit guard (402)', () => {
  const cases = [
    [
      'maxProperties',
      50,
      async (userId: string, n: number) =>
        t.db.insert(properties).values(Array.from({ length: n }, (_, i) => ({ userId, address: `${i} Main St` }))),
    ],
    [
      'maxLeads',
      25,
      async (userId: string, n: number) => t.db.insert(leads).values(Array.from({ length: n }, (_, i) => ({ userId, name: `Lead ${i}` }))),
    ],
    [
      'activeTasks',
      50,
      async (userId: string, n: number) => t.db.insert(trackingTasks).values(Array.from({ length: n }, () => ({ userId }))),
    ],
    [
      'flows',
      2,
      async (userId: string, n: number) => t.db.insert(flows).values(Array.from({ length: n }, (_, i) => ({ userId, name: `Flow ${i}` }))),
    ],
    [
      'triggerEvents',
      5,
      async (userId: string, n: number) =>
        t.db.insert(triggers).values(Array.from({ length: n }, (_, i) => ({ userId, name: `Trigger ${i}` }))),
    ],
    [
      'emailNotifications',
      30,
      async (userId: string, n: number) => t.db.insert(messages).values(Array.from({ length: n }, () => ({ userId, type: 'email' }))),
    ],
    [
      'propertyAlerts',
      25,
      async (userId: string, n: number) =>
        t.db.insert(properties).values(Array.from({ length: n }, (_, i) => ({ userId, address: `${i} Oak St`, isWatched: true }))),
    ],
    [
      'exportLimit',
      2,
      async (userId: string, n: number) =>
        t.db.insert(csvExports).values(Array.from({ length: n }, () => ({ userId, entity: 'leads', rowCount: 1 }))),
    ],
  ] as const;

  it.each(cases)('%s: allows up to the trial limit of %i, then answers 402 with used and allowed', async (feature, limit, fill) => {
    const { userId } = await signUp(t);
    await fill(userId, limit - 1);
    await expect(t.services.limits.assertCanAdd(userId, feature)).resolves.toBeUndefined();
    await fill(userId, 1);
    const error = await t.services.limits.assertCanAdd(userId, feature).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitReachedError);
    expect(error).toMatchObject({ status: 402, details: { limit: feature, used: limit, allowed: limit } });
  });

  it('smsNotifications: the trial has none', async () => {
    const { userId } = await signUp(t);
    await expect(t.services.limits.assertCanAdd(userId, 'smsNotifications')).rejects.toMatchObject({
      details: { limit: 'smsNotifications', used: 0, allowed: 0 },
    });
  });

  it('counts a batch: says how many fit', async () => {
    const { userId } = await signUp(t);
    await t.db.insert(leads).values(Array.from({ length: 20 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    expect(await t.services.limits.status(userId, 'maxLeads')).toEqual({ used: 20, allowed: 25, remaining: 5 });
    await expect(t.services.limits.assertCanAdd(userId, 'maxLeads', 5)).resolves.toBeUndefined();
    await expect(t.services.limits.assertCanAdd(userId, 'maxLeads', 6)).rejects.toBeInstanceOf(LimitReachedError);
  });

  it('follows the plan and add-ons, and unlimited never blocks', async () => {
    const { userId, cookie } = await agentOn('starter');
    await t.db.insert(properties).values(Array.from({ length: 30 }, (_, i) => ({ userId, address: `${i} Pine St`, isWatched: true })));
    await expect(t.services.limits.assertCanAdd(userId, 'propertyAlerts', 1000)).resolves.toBeUndefined();
    expect(await t.services.limits.status(userId, 'propertyAlerts')).toMatchObject({ allowed: Infinity, remaining: Infinity });
    await post(cookie, '/api/billing/addons', { addon_id: 'sms-200' });
    expect((await t.services.limits.status(userId, 'smsNotifications')).allowed).toBe(275);
  });

  it('requests at once for the last units: exactly the limit gets in, the rest are 402', async () => {
    const { userId, cookie } = await signUp(t);
    await t.db.insert(leads).values(Array.from({ length: 23 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (async () => (await post(cookie, '/api/leads', { name: `Rush ${i}` })).status)()),
    );
    expect(statuses.sort()).toEqual([201, 201, 402, 402, 402, 402]);
    expect(await t.db.$count(leads, eq(leads.userId, userId))).toBe(25);

    await t.db.insert(properties).values(Array.from({ length: 24 }, (_, i) => ({ userId, address: `${i} Elm St`, isWatched: true })));
    const [unwatched, another] = await Promise.all(
      ['1 Birch St', '2 Birch St'].map((address) => t.db.insert(properties).values({ userId, address }).returning()),
    );
    const watches = await Promise.all(
      [unwatched![0]!, another![0]!].map((p) =>
        (async () => (await post(cookie, `/api/properties/${p.id}/watch`, { watched: true })).status)(),
      ),
    );
    expect(watches.sort()).toEqual([200, 402]);
  });

  it('more agents at once than the lock has connections, each creating a watched property (two limits): none waits forever', async () => {
    const agents = await Promise.all(Array.from({ length: ADVISORY_LOCK_CONNECTIONS + 2 }, () => signUp(t)));
    const statuses = await Promise.all(
      agents.map(
        async ({ cookie }, i) =>
          (await post(cookie, '/api/properties', { address: `${i} Rush Ln`, currentPrice: 100_000, isWatched: true })).status,
      ),
    );
    expect(statuses).toEqual(agents.map(() => 201));
  });

  it('answers the one 402 shape over HTTP: team seats on a trial', async () => {
    const { cookie } = await signUp(t);
    const res = await post(cookie, '/api/team/invitations', { email: 'pat@example.com' });
    expect(res.status).toBe(402);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: expect.stringMatching(/limit of 1 user seats/), limit: 'userSeats', used: 1, allowed: 1 });
  });
});

describe('what billing tells the agent', () => {
  type Listed = { type: string; title: string; message: string; action_url: string | null };
  const list = async (cookie: string) => {
    const body = (await (await t.request('/api/notifications?limit=100', authed(cookie))).json()) as Listed[] | { notifications: Listed[] };
    return Array.isArray(body) ? body : body.notifications;
  };

  it('a plan change reaches open clients as a subscription_update event', async () => {
    const { cookie } = await signUp(t);
    const stream = readEvents(await t.request('/api/realtime/events?types=subscription_update', authed(cookie)));
    await stream.next('connection');
    await post(cookie, '/api/billing/plan', { plan: 'starter', interval: 'annual' });
    expect(await stream.next('subscription_update')).toEqual({ event: 'subscription_update', data: {} });
    await stream.close();
  });

  it('a plan change and an add-on become system notifications', async () => {
    const { cookie } = await agentOn('agent');
    await post(cookie, '/api/billing/addons', { addon_id: 'sms-200' });
    const titles = (await list(cookie)).filter((n) => n.type === 'system').map((n) => `${n.title}: ${n.message}`);
    expect(titles).toEqual(
      expect.arrayContaining(['Plan changed: You are now on the Agent plan.', 'Add-on added: SMS 200 is now active.']),
    );
  });

  it('usage crossing 80% of a limit alerts once, with a link to the usage tab', async () => {
    const { cookie, userId } = await signUp(t);
    await t.db.insert(leads).values(Array.from({ length: 19 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    await t.services.limits.assertCanAdd(userId, 'maxLeads');
    await t.db.insert(leads).values({ userId, name: 'Lead 20' });
    await t.services.limits.assertCanAdd(userId, 'maxLeads');
    await t.jobs.drain(); // the alert is sent by a job
    const alerts = (await list(cookie)).filter((n) => n.type === 'alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: 'Approaching your plan limit', action_url: '/settings?tab=usage&highlight=true' });
    expect(alerts[0]!.message).toContain('80%');
  });
});
