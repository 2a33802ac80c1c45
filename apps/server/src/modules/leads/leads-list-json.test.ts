import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { leads } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

// The list's leads are written by the database (decision 035), a lead alone by Drizzle and
// toResponse: the two must show the same lead, every field and in the same order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (cookie: string, path: string) => t.request(path, authed(cookie));

async function listed(cookie: string, query = '') {
  const res = await get(cookie, `/api/leads${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  return (await res.json()) as LeadListResponse;
}

async function alone(cookie: string, id: string) {
  const res = await get(cookie, `/api/leads/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LeadResponse;
}

describe('GET /api/leads writes each lead as GET /api/leads/:id shows it', () => {
  it('with every field set: text that needs escaping, tags, dates, times with microseconds, the assignee and the stage', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Ann "The Closer" Lee' });
    const board = (await (await get(cookie, '/api/pipeline')).json()) as { stages: { id: string }[] };
    const created = await t.request(
      '/api/leads',
      authed(cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'José "Pepe" Núñez \\ 😀',
          email: 'jose@example.com',
          phone: '+1 (512) 555-0100',
          location: 'Austin, TX',
          budget: '$450k – $500k',
          timeline: '3-6 months',
          source: 'Open house',
          leadType: 'buyer',
          status: 'hot',
          qualification: 'pre-qualified',
          notes: 'Line one\nLine two\twith a tab, a quote " and a backslash \\ and \u0001 a control character',
          tags: ['vip', 'say "hi"', 'ünïcode'],
          preferredContact: 'sms',
          bestTime: 'evenings',
          platform: 'Zillow',
          birthday: '1985-02-28',
          purchaseDate: '2019-06-15',
          stageId: board.stages[1]!.id,
          dealValue: 1_250_000,
          expectedCloseDate: '2027-01-31',
        }),
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as LeadResponse;
    // Times a request cannot set, at microseconds (both ways keep the milliseconds, truncated), and the largest whole number JSON keeps.
    await t.db
      .update(leads)
      .set({ assignedUserId: userId, dealValue: 9_007_199_254_740_991, claimedAt: sql`'2026-03-04 05:06:07.999999+00'`, firstReplyAt: sql`'1999-12-31 23:59:59.000001+05:30'`, createdAt: sql`'2026-11-26 18:43:51.123456+00'` })
      .where(eq(leads.id, id));

    const lead = await alone(cookie, id);
    const [item] = (await listed(cookie)).leads;
    expect(item).toEqual(lead);
    expect(Object.keys(item!)).toEqual(Object.keys(lead));
    expect(item).toMatchObject({ assignedName: 'Ann "The Closer" Lee', claimedAt: '2026-03-04T05:06:07.999Z', firstReplyAt: '1999-12-31T18:29:59.000Z', createdAt: '2026-11-26T18:43:51.123Z', dealValue: 9_007_199_254_740_991 });
    expect(item!.stageName).toEqual(expect.any(String));
  });

  it('with every optional field empty', async () => {
    const { cookie } = await signUp(t);
    const created = (await (await t.request('/api/leads', authed(cookie, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bo' }) }))).json()) as LeadResponse;
    const { leads: [item] } = await listed(cookie);
    expect(item).toEqual(await alone(cookie, created.id));
    expect(item).toMatchObject({ email: null, tags: [], birthday: null, dealValue: null, firstReplyAt: null, assignedName: null });
  });

  it('sends an empty list, and a searched page read through its sorted matches, as the same shape', async () => {
    const { cookie } = await signUp(t);
    expect(await listed(cookie)).toEqual({ leads: [], total: 0, totalCapped: false, page: 1, limit: 50 });
    const created = (await (await t.request('/api/leads', authed(cookie, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Carla Ortiz', tags: ['seller'] }) }))).json()) as LeadResponse;
    const found = await listed(cookie, '?search=carla');
    expect(found).toMatchObject({ total: 1, totalCapped: false, page: 1 });
    expect(found.leads).toEqual([await alone(cookie, created.id)]);
  });
});
