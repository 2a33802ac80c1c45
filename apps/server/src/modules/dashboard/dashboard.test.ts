import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityFeedResponse } from '@porchlight/domain/dashboard/activity-feed';
import type { DashboardMetricsResponse } from '@porchlight/domain/dashboard/dashboard-metrics';
import type { DashboardTodayResponse } from '@porchlight/domain/dashboard/dashboard-today';
import { flowRunSteps, flowRuns, flows, leads, messages, properties, taskExecutions, trackingTasks } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async <T>(cookie: string, path: string) => {
  const res = await t.request(path, authed(cookie));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
const ago = (days: number) => sql`now() - make_interval(hours => ${Math.round(days * 24)})`;
const metric = (body: DashboardMetricsResponse, key: string) => body.metrics.find((m) => m.key === key)!;

/** A book with history: what was there 10 days ago, what came this week, what automations did. */
async function seedBook(userId: string) {
  await t.db.insert(leads).values([
    { userId, name: 'Old One', createdAt: ago(40) as never },
    { userId, name: 'Old Two', createdAt: ago(10) as never },
    { userId, name: 'New Hot', status: 'hot', createdAt: ago(2) as never },
    { userId, name: 'Brand New', source: 'Zillow', createdAt: ago(0.1) as never },
  ]);
  await t.db.insert(properties).values([
    { userId, address: '1 Old Rd', status: 'Active', currentPrice: 400_000, createdAt: ago(30) as never },
    { userId, address: '2 Old Rd', status: 'Sold', currentPrice: 900_000, createdAt: ago(30) as never },
    { userId, address: '3 New Rd', status: 'Pending', listingPrice: 250_000, createdAt: ago(1) as never },
  ]);
  const [task] = await t.db
    .insert(trackingTasks)
    .values({ userId, kind: 'follow_up', title: 'Call Old One', dueAt: ago(0.5) as never, createdAt: ago(20) as never })
    .returning();
  await t.db.insert(taskExecutions).values([
    { userId, taskId: task!.id, cause: 'a', at: ago(1) as never },
    { userId, taskId: task!.id, cause: 'b', at: ago(2) as never },
    { userId, taskId: task!.id, cause: 'c', at: ago(9) as never },
  ]);
  const [flow] = await t.db.insert(flows).values({ userId, name: 'Welcome' }).returning();
  const [run] = await t.db
    .insert(flowRuns)
    .values({ userId, flowId: flow!.id, startedAt: ago(3) as never })
    .returning();
  await t.db.insert(flowRunSteps).values([
    { runId: run!.id, stepIndex: 0, stepId: 's0', type: 'send_email', result: 'done', at: ago(3) as never },
    { runId: run!.id, stepIndex: 1, stepId: 's1', type: 'update_lead', result: 'done', at: ago(3) as never },
  ]);
  await t.db.insert(messages).values([
    { userId, type: 'email', direction: 'outbound', status: 'sent', body: 'Welcome', requestKey: 'flow:x:0', createdAt: ago(3) as never },
    { userId, type: 'sms', direction: 'outbound', status: 'sent', body: 'Hi by hand', createdAt: ago(3) as never },
  ]);
}

describe('GET /api/dashboard/metrics', () => {
  it('counts the six cards for a week against the week before, with formulas in the tooltips', async () => {
    const { cookie, userId } = await signUp(t);
    await seedBook(userId);
    const body = await get<DashboardMetricsResponse>(cookie, '/api/dashboard/metrics?period=week');
    expect(body.period).toBe('week');
    expect(body.comparison).toBe('vs previous 7 days');
    expect(body.metrics.map((m) => m.title)).toEqual(['Leads', 'Properties', 'Tasks', 'Executions', 'Pipeline Value', 'Time Saved']);
    // 4 leads now, 2 a week ago: the book doubled.
    expect(metric(body, 'leads')).toMatchObject({ value: 4, change: 100, format: 'count' });
    expect(metric(body, 'properties')).toMatchObject({ value: 3, change: 50 });
    expect(metric(body, 'tasks')).toMatchObject({ value: 1, change: 0 });
    // Two task runs and one flow run this week; one task run the week before.
    expect(metric(body, 'executions')).toMatchObject({ value: 3, change: 200 });
    // Active 400k + Pending 250k; a week ago only the 400k listing existed.
    expect(metric(body, 'pipelineValue')).toMatchObject({ value: 650_000, change: 62.5, format: 'money' });
    // 1 automated message x 3 + 2 task runs x 2 + 1 lead update x 1 = 8 minutes; 2 the week before.
    expect(metric(body, 'timeSaved')).toMatchObject({ value: 8, change: 300, format: 'minutes' });
    expect(metric(body, 'timeSaved').tooltip).toContain('3 min per message sent for you');
  });

  it('defaults to day, answers a new account with zeros and no change, and 400s a bad period', async () => {
    const { cookie } = await signUp(t);
    const body = await get<DashboardMetricsResponse>(cookie, '/api/dashboard/metrics');
    expect(body.period).toBe('day');
    expect(body.metrics.every((m) => m.value === 0 && m.change === null)).toBe(true);
    const bad = await t.request('/api/dashboard/metrics?period=decade', authed(cookie));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('period');
  });

  it("never counts another agent's book", async () => {
    const owner = await signUp(t);
    await seedBook(owner.userId);
    const other = await signUp(t);
    const body = await get<DashboardMetricsResponse>(other.cookie, '/api/dashboard/metrics?period=year');
    expect(body.metrics.map((m) => m.value)).toEqual([0, 0, 0, 0, 0, 0]);
    const today = await get<DashboardTodayResponse>(other.cookie, '/api/dashboard/today');
    expect(today.newLeads.count + today.hotLeads.count + today.followUpsDue.count).toBe(0);
  });

  it('answers each period', async () => {
    const { cookie, userId } = await signUp(t);
    await seedBook(userId);
    const leadsIn = async (period: string) =>
      metric(await get<DashboardMetricsResponse>(cookie, `/api/dashboard/metrics?period=${period}`), 'leads');
    expect(await leadsIn('day')).toMatchObject({ value: 4, change: 33.3 });
    expect(await leadsIn('month')).toMatchObject({ value: 4, change: 300 });
    expect(await leadsIn('year')).toMatchObject({ value: 4, change: null });
  });
});

describe('GET /api/dashboard/today', () => {
  it('lists follow-ups due, new and hot leads, leads gone quiet and replies waiting', async () => {
    const { cookie, userId } = await signUp(t);
    await seedBook(userId);
    const [quiet] = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`${leads.userId} = ${userId} and ${leads.name} = 'Old One'`);
    await t.db
      .insert(messages)
      .values({ userId, leadId: quiet!.id, type: 'sms', direction: 'inbound', status: 'received', body: 'Is it still available?' });
    const today = await get<DashboardTodayResponse>(cookie, '/api/dashboard/today');
    expect(today.followUpsDue).toMatchObject({ count: 1, items: [{ title: 'Call Old One' }] });
    expect(today.newLeads.items.map((l) => l.name)).toEqual(['Brand New']);
    expect(today.hotLeads.items.map((l) => l.name)).toEqual(['New Hot']);
    // Added 40 days ago and never written to: quiet for 14 days or more.
    expect(today.notContacted).toMatchObject({ days: 14, count: 1, items: [{ name: 'Old One' }] });
    expect(today.repliesWaiting).toMatchObject({
      count: 1,
      items: [{ lead_name: 'Old One', channel: 'sms', preview: 'Is it still available?' }],
    });
  });
});

describe('GET /api/dashboard/activity', () => {
  it("says the account's events newest first, a page at a time, with links", async () => {
    const { cookie } = await signUp(t);
    for (const name of ['Ana', 'Bo', 'Cy']) {
      await t.request(
        '/api/leads',
        authed(cookie, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) }),
      );
    }
    const first = await get<ActivityFeedResponse>(cookie, '/api/dashboard/activity?limit=2');
    expect(first.items.map((i) => i.text)).toEqual(['New lead Cy', 'New lead Bo']);
    expect(first.items[0]!.href).toMatch(/^\/leads\?id=.+&highlight=true$/);
    const next = await get<ActivityFeedResponse>(cookie, `/api/dashboard/activity?limit=2&before=${first.next_before}`);
    expect(next.items.map((i) => i.text)).toEqual(['New lead Ana']);
    expect(next.next_before).toBeNull();
    expect((await t.request('/api/dashboard/activity?before=x', authed(cookie))).status).toBe(400);
  });
});
