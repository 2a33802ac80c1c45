import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartResponse } from '@porchlight/domain/analytics/analytics-charts';
import { flowRuns, flows, leads, messages, properties } from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';

const DAY_MS = 86_400_000;
/** Noon UTC `n` days ago: far from midnight, so a bucket never depends on the minute the test runs. */
const daysAgo = (n: number) => {
  const d = new Date(Date.now() - n * DAY_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12));
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

let t: TestApp;
let agent: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

const chart = async (cookie: string, path: string) => {
  const res = await t.request(`/api/analytics/charts/${path}`, authed(cookie));
  return { status: res.status, body: (await res.json()) as ChartResponse & { error?: string; feature?: string; plan?: string } };
};
const sum = (rows: ChartResponse['rows'], key: string) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);

beforeAll(async () => {
  t = await createTestApp();
  agent = await signUp(t);
  other = await signUp(t);
  const lead = (userId: string, at: Date, source: string | null, status: string | null, qualification: string | null = null) => ({
    userId,
    name: 'Lead',
    source,
    status,
    qualification,
    createdAt: at,
  });
  await t.db.insert(leads).values([
    lead(agent.userId, daysAgo(0), 'Zillow', 'hot', 'qualified'),
    lead(agent.userId, daysAgo(0), 'zillow ', 'warm', 'pending'),
    lead(agent.userId, daysAgo(2), 'Website', null, 'pre-qualified'),
    lead(agent.userId, daysAgo(2), null, 'cold', 'not-qualified'),
    lead(agent.userId, daysAgo(40), 'Open house', 'hot', 'qualified'),
    // Another account's leads never show.
    lead(other.userId, daysAgo(0), 'Zillow', 'hot', 'qualified'),
    lead(other.userId, daysAgo(1), 'Referral', 'hot', 'qualified'),
  ]);
  const property = (
    userId: string,
    status: string | null,
    listingDate: string | null,
    extra: Partial<typeof properties.$inferInsert> = {},
  ) => ({
    userId,
    address: `${Math.random()} Main St`,
    status,
    listingDate,
    ...extra,
  });
  await t.db
    .insert(properties)
    .values([
      property(agent.userId, 'Active', isoDay(daysAgo(10))),
      property(agent.userId, 'active', isoDay(daysAgo(4))),
      property(agent.userId, 'Sold', isoDay(daysAgo(6)), { lastSoldDate: isoDay(daysAgo(1)) }),
      property(agent.userId, 'off_market', null, { daysOnMarket: 30 }),
      property(agent.userId, null, null),
      property(other.userId, 'Pending', isoDay(daysAgo(3))),
    ]);
  await t.db.insert(messages).values([
    { userId: agent.userId, type: 'sms', direction: 'outbound', status: 'delivered', sentAt: daysAgo(1), createdAt: daysAgo(1) },
    { userId: agent.userId, type: 'email', direction: 'outbound', status: 'sent', sentAt: daysAgo(1), createdAt: daysAgo(1) },
    { userId: agent.userId, type: 'sms', direction: 'outbound', status: 'failed', createdAt: daysAgo(1) },
    { userId: agent.userId, type: 'sms', direction: 'inbound', status: 'received', createdAt: daysAgo(0) },
    { userId: other.userId, type: 'sms', direction: 'inbound', status: 'received', createdAt: daysAgo(0) },
  ]);
  const [flow] = await t.db.insert(flows).values({ userId: agent.userId, name: 'Nurture' }).returning();
  const [otherFlow] = await t.db.insert(flows).values({ userId: other.userId, name: 'Theirs' }).returning();
  await t.db.insert(flowRuns).values([
    { userId: agent.userId, flowId: flow!.id, status: 'completed', startedAt: daysAgo(3) },
    { userId: agent.userId, flowId: flow!.id, status: 'waiting', startedAt: daysAgo(3) },
    { userId: agent.userId, flowId: flow!.id, status: 'failed', startedAt: daysAgo(1) },
    { userId: other.userId, flowId: otherFlow!.id, status: 'completed', startedAt: daysAgo(1) },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('charts every plan has', () => {
  it('counts new leads by source per day, gaps filled, names grouped case-blind, another account left out', async () => {
    const { status, body } = await chart(agent.cookie, 'leads-by-source?period=7d');
    expect(status).toBe(200);
    expect(body.bucket).toBe('day');
    expect(body.rows).toHaveLength(7);
    expect(body.columns.map((c) => c.label)).toEqual(['Period', 'Zillow', 'Unknown', 'Website']);
    const zillow = body.columns.find((c) => c.label === 'Zillow')!.key;
    expect(body.rows.at(-1)![zillow]).toBe(2);
    expect(sum(body.rows, zillow)).toBe(2);
    expect(body.summary.total).toBe(4);
    expect(body.rows[1]).toMatchObject({ [zillow]: 0 });
  });

  it('counts new leads by their status', async () => {
    const { body } = await chart(agent.cookie, 'leads-by-status?period=90d');
    expect(body.bucket).toBe('week');
    expect([sum(body.rows, 'hot'), sum(body.rows, 'warm'), sum(body.rows, 'cold'), sum(body.rows, 'none')]).toEqual([2, 1, 1, 1]);
  });

  it('counts the whole book by status', async () => {
    const { body } = await chart(agent.cookie, 'properties-by-status');
    expect(body.bucket).toBeNull();
    expect(Object.fromEntries(body.rows.map((r) => [r.status, r.count]))).toEqual({ Active: 2, Sold: 1, 'Off Market': 1, 'No status': 1 });
  });

  it('counts messages sent (not failed) and received', async () => {
    const { body } = await chart(agent.cookie, 'messages?period=7d');
    expect([sum(body.rows, 'sent'), sum(body.rows, 'received')]).toEqual([2, 1]);
    expect(body.summary).toEqual({ sent: 2, received: 1 });
  });
});

describe('advanced analytics', () => {
  it.each([
    'lead-conversion?period=30d',
    'days-on-market?period=30d',
    'automation-runs?period=7d',
    'leads-by-source?from=2026-01-01&to=2026-01-31',
  ])('answers 402 naming advancedAnalytics on a plan without it: %s', async (path) => {
    const { status, body } = await chart(agent.cookie, path);
    expect(status).toBe(402);
    expect(body).toMatchObject({ feature: 'advancedAnalytics', plan: 'agent' });
    expect(body.error).toMatch(/Advanced analytics/);
  });

  it('opens the deeper charts and custom ranges on the Agent plan', async () => {
    const res = await t.request('/api/billing/plan', json({ plan: 'agent', interval: 'monthly' }, { cookie: agent.cookie }));
    expect(res.status).toBe(200);
    expect(await (await t.request('/api/analytics', authed(agent.cookie))).json()).toEqual({ advanced_analytics: true });

    const conversion = await chart(agent.cookie, 'lead-conversion?period=7d');
    expect(conversion.status).toBe(200);
    expect(conversion.body.summary).toEqual({ total: 4, qualified: 2, rate: 50 });
    expect(conversion.body.rows.at(-1)).toMatchObject({ total: 2, qualified: 1, rate: 50 });
    expect(conversion.body.rows[0]).toMatchObject({ total: 0, qualified: 0, rate: null });

    const dom = await chart(agent.cookie, 'days-on-market?period=30d');
    // Listed 10 and 4 days ago (still on: 10 and 4 days), 6 days ago and sold 1 day ago (5 days),
    // and one with no listing date added today with 30 days entered (the one with neither is left out).
    expect(sum(dom.body.rows, 'listings')).toBe(4);
    expect(dom.body.rows.at(-1)).toMatchObject({ listings: 1, average: 30 });
    const byStart = Object.fromEntries(dom.body.rows.map((r) => [r.start, r.average]));
    expect(byStart[isoDay(daysAgo(10))]).toBe(10);
    expect(byStart[isoDay(daysAgo(6))]).toBe(5);
    expect(byStart[isoDay(daysAgo(4))]).toBe(4);

    const runs = await chart(agent.cookie, 'automation-runs?period=7d');
    expect([sum(runs.body.rows, 'completed'), sum(runs.body.rows, 'in_progress'), sum(runs.body.rows, 'failed')]).toEqual([1, 1, 1]);

    const from = isoDay(daysAgo(45));
    const custom = await chart(agent.cookie, `leads-by-status?from=${from}&to=${isoDay(daysAgo(0))}`);
    expect(custom.status).toBe(200);
    expect(custom.body).toMatchObject({ from, bucket: 'week' });
    expect(sum(custom.body.rows, 'hot')).toBe(2);
  });
});

describe('requests', () => {
  it.each([
    ['leads-by-source?period=1y', 'period'],
    ['leads-by-source?from=2026-01-01', 'to'],
    ['messages?from=2026-02-01&to=2026-01-01', 'to'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const { status, body } = await chart(agent.cookie, path);
    expect(status).toBe(400);
    expect(body.error).toMatch(new RegExp(`^${field}:`));
  });

  it('answers 404 for an unknown chart and 401 without a session', async () => {
    expect((await chart(agent.cookie, 'revenue')).status).toBe(404);
    expect((await t.request('/api/analytics/charts/messages')).status).toBe(401);
  });
});
