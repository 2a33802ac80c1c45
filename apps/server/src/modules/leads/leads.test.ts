import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceResponse } from '@porchlight/domain/leads/audience';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadActivityResponse, LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { csvExports, events as events_, leads } from '../../db/schema/index.ts';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import { HttpError } from '../../lib/http-errors.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { createLeadsRepository } from './leads.repository.ts';
import { createLeadsService } from './leads.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function create(cookie: string, body: Record<string, unknown>) {
  const res = await send(cookie, 'POST', '/api/leads', body);
  expect(res.status).toBe(201);
  return (await res.json()) as LeadResponse;
}
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const activityOf = async (cookie: string, id: string) =>
  ((await (await send(cookie, 'GET', `/api/leads/${id}/activity`)).json()) as { activity: LeadActivityResponse[] }).activity;

describe('POST /api/leads', () => {
  it('creates a lead, starts its timeline, and never shows user_id', async () => {
    const { cookie } = await signUp(t);
    const lead = await create(cookie, {
      name: 'Ann Lee',
      email: 'ann@example.com',
      status: 'hot',
      qualification: 'pre-qualified',
      tags: 'buyer, vip',
      preferredContact: 'sms',
      bestTime: 'evenings',
    });
    expect(lead).toMatchObject({
      name: 'Ann Lee',
      status: 'hot',
      qualification: 'pre-qualified',
      tags: ['buyer', 'vip'],
      preferredContact: 'sms',
      bestTime: 'evenings',
      phone: null,
    });
    expect(lead).not.toHaveProperty('userId');
    expect(await activityOf(cookie, lead.id)).toEqual([expect.objectContaining({ kind: 'created', toStatus: 'hot' })]);
  });

  it.each([
    [{}, 'name: Name is required'],
    [{ name: ' ' }, 'name: Name is required'],
    [{ name: 'Ann', email: 'ann@' }, 'email: Invalid email address'],
    [{ name: 'Ann', status: 'lukewarm' }, 'status: Status must be hot, warm, cold or empty'],
    [
      { name: 'Ann', qualification: 'maybe' },
      'qualification: Qualification must be pending, qualified, pre-qualified, not-qualified or empty',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { cookie } = await signUp(t);
    const res = await send(cookie, 'POST', '/api/leads', body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });

  it('accepts empty email, status and qualification', async () => {
    const { cookie } = await signUp(t);
    expect(await create(cookie, { name: 'Bo', email: '', status: '', qualification: '' })).toMatchObject({
      email: null,
      status: null,
      qualification: null,
      tags: [],
    });
  });
});

describe('GET /api/leads', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t));
    await create(cookie, { name: 'Ann', status: 'hot', source: 'Zillow', tags: ['buyer'], location: 'Austin, TX', platform: 'facebook' });
    await create(cookie, {
      name: 'Bo',
      status: 'warm',
      source: 'zillow ',
      tags: ['Buyer', 'vip'],
      location: 'austin, tx',
      qualification: 'qualified',
    });
    await create(cookie, { name: 'Cy', status: 'cold', source: 'Referral', email: 'cy@example.com', location: '100% remote' });
    await create(cookie, { name: 'Di' });
  });
  const names = async (query: string) => {
    const res = await send(cookie, 'GET', `/api/leads${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as LeadListResponse).leads.map((l) => l.name);
  };

  it.each([
    ['', ['Di', 'Cy', 'Bo', 'Ann']],
    ['?sort=name', ['Ann', 'Bo', 'Cy', 'Di']],
    ['?status=hot', ['Ann']],
    ['?status=none', ['Di']],
    ['?qualification=qualified', ['Bo']],
    ['?qualification=none&sort=name', ['Ann', 'Cy', 'Di']],
    ['?source=ZILLOW&sort=name', ['Ann', 'Bo']],
    ['?tag=buyer&sort=name', ['Ann', 'Bo']],
    ['?location=Austin,%20TX&sort=name', ['Ann', 'Bo']],
    ['?search=100%25', ['Cy']],
    ['?search=ann&platform=facebook', ['Ann']],
    ['?search=bo&platform=facebook', []],
    ['?search=austin%20ann', ['Ann']],
    ['?search=Z%C3%8FLLOW&sort=name', ['Ann', 'Bo']],
    ['?search=cy%40example', ['Cy']],
    ['?search=%25%25', ['Di', 'Cy', 'Bo', 'Ann']],
    ['?sort=status&dir=asc', ['Cy', 'Ann', 'Bo', 'Di']],
  ])('%s', async (query, expected) => expect(await names(query)).toEqual(expected));

  it('refuses a bad status filter with a 400 naming it', async () => {
    const res = await send(cookie, 'GET', '/api/leads?status=boiling');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('status: Status must be hot, warm, cold or empty');
  });

  it('counts the audience by status, tag, source and location', async () => {
    const audience = (await (await send(cookie, 'GET', '/api/leads/audience')).json()) as AudienceResponse;
    expect(audience.total).toBe(4);
    expect(audience.segments.status.map((s) => [s.label, s.count])).toEqual([
      ['Hot', 1],
      ['Warm', 1],
      ['Cold', 1],
      ['No status', 1],
    ]);
    expect(audience.segments.tag.map((s) => [s.label, s.count])).toEqual([
      ['Buyer', 2],
      ['vip', 1],
      ['Untagged', 2],
    ]);
    expect(audience.segments.source.map((s) => [s.label, s.count])).toEqual(
      [
        ['Referral', 1],
        ['Zillow', 2],
        ['No source', 1],
      ].sort((a, b) => (b[1] as number) - (a[1] as number)),
    );
    expect(audience.segments.location[0]).toMatchObject({ count: 2, share: 50 });
  });
});

describe('GET /api/leads order of rows added together', () => {
  it('lists the rows of one insert (an import) in the order they were added, not by random id', async () => {
    const { cookie, userId } = await signUp(t);
    const names = ['Ada First', 'Bea Second', 'Cal Third', 'Dee Fourth', 'Eve Fifth', 'Fay Sixth'];
    await t.db.insert(leads).values(names.map((name) => ({ userId, name })));
    const list = async (query: string) =>
      ((await (await send(cookie, 'GET', `/api/leads${query}`)).json()) as LeadListResponse).leads.map((l) => l.name);
    expect(await list('')).toEqual([...names].reverse());
    expect(await list('?dir=asc')).toEqual(names);
    expect(await list('?limit=4&page=2')).toEqual(['Bea Second', 'Ada First']);
  });
});

describe('GET /api/leads totals of a large book', () => {
  // 1,001 matches: one more than a filtered list counts for its first twenty pages of 50.
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    ({ cookie, userId } = await signUp(t));
    await t.db
      .insert(leads)
      .values(Array.from({ length: 1001 }, (_, i) => ({ userId, name: `Zed ${i}`, status: i % 2 === 0 ? 'hot' : 'warm' })));
    await t.db.insert(leads).values({ userId, name: 'Amy Other', status: 'cold' });
  });
  const page = async (query: string) => (await (await send(cookie, 'GET', `/api/leads${query}`)).json()) as LeadListResponse;

  it('counts a filtered list up to the thousand past its page and marks the total as capped', async () => {
    expect(await page('?search=zed')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await page('?search=zed&page=20')).toMatchObject({ total: 1000, totalCapped: true });
    const past = await page('?search=zed&page=21');
    expect(past).toMatchObject({ total: 1001, totalCapped: false });
    expect(past.leads).toHaveLength(1);
    expect(await page('?status=hot')).toMatchObject({ total: 501, totalCapped: false });
  });

  it('gives the whole book and a page past the end their exact totals', async () => {
    expect(await page('')).toMatchObject({ total: 1002, totalCapped: false });
    expect(await page('?search=zed&page=40')).toMatchObject({ leads: [], total: 1001, totalCapped: false });
  });

  it('counts every match for the public API', async () => {
    const repo = createLeadsRepository(t.db, t.eventLog);
    const query = { search: 'zed', sort: 'createdAt' as const, page: 1, limit: 50 };
    expect(await repo.list(userId, query, { exactTotal: true })).toMatchObject({ total: 1001, totalCapped: false });
  });

  it('never answers the stored search text', async () => {
    const [lead] = (await page('?search=amy')).leads;
    expect(lead).toMatchObject({ name: 'Amy Other' });
    expect(lead).not.toHaveProperty('searchText');
    expect(lead).not.toHaveProperty('search_text');
  });

  it('finds a lead by its new name once renamed, and no longer by the old', async () => {
    const [lead] = (await page('?search=amy')).leads;
    expect((await send(cookie, 'PATCH', `/api/leads/${lead!.id}`, { name: 'Beatriz Núñez' })).status).toBe(200);
    expect((await page('?search=nunez')).leads.map((l) => l.name)).toEqual(['Beatriz Núñez']);
    expect((await page('?search=amy')).total).toBe(0);
  });
});

describe('updates, bulk actions and notes', () => {
  it('records a status change on the timeline', async () => {
    const { cookie } = await signUp(t);
    const lead = await create(cookie, { name: 'Ed', status: 'cold' });
    const res = await send(cookie, 'PATCH', `/api/leads/${lead.id}`, { status: 'hot', phone: '(512) 555-0100' });
    expect(await res.json()).toMatchObject({ status: 'hot', phone: '+15125550100', name: 'Ed' });
    await send(cookie, 'PATCH', `/api/leads/${lead.id}`, { status: 'hot' });
    const activity = await activityOf(cookie, lead.id);
    expect(activity.map((a) => [a.kind, a.fromStatus, a.toStatus])).toEqual([
      ['status_changed', 'cold', 'hot'],
      ['created', null, 'cold'],
    ]);
  });

  it('adds notes to the timeline', async () => {
    const { cookie } = await signUp(t);
    const lead = await create(cookie, { name: 'Fay' });
    const res = await send(cookie, 'POST', `/api/leads/${lead.id}/notes`, { body: 'Wants a yard' });
    expect(res.status).toBe(201);
    expect((await activityOf(cookie, lead.id))[0]).toMatchObject({ kind: 'note', body: 'Wants a yard' });
    const empty = await send(cookie, 'POST', `/api/leads/${lead.id}/notes`, { body: ' ' });
    expect(await errorOf(empty)).toBe('body: Note is required');
  });

  it('sets status and adds a tag to several leads, and deletes several', async () => {
    const { cookie } = await signUp(t);
    const a = await create(cookie, { name: 'A', status: 'cold', tags: ['VIP'] });
    const b = await create(cookie, { name: 'B' });
    expect(await (await send(cookie, 'POST', '/api/leads/bulk-status', { ids: [a.id, b.id], status: 'warm' })).json()).toEqual({
      updated: 2,
    });
    expect(await (await send(cookie, 'POST', '/api/leads/bulk-tag', { ids: [a.id, b.id], tag: 'vip' })).json()).toEqual({ updated: 1 });
    const after = ((await (await send(cookie, 'GET', '/api/leads?sort=name')).json()) as LeadListResponse).leads;
    expect(after.map((l) => [l.name, l.status, l.tags])).toEqual([
      ['A', 'warm', ['VIP']],
      ['B', 'warm', ['vip']],
    ]);
    expect((await activityOf(cookie, b.id))[0]).toMatchObject({ kind: 'status_changed', fromStatus: null, toStatus: 'warm' });
    expect(await (await send(cookie, 'POST', '/api/leads/bulk-delete', { ids: [a.id, b.id] })).json()).toEqual({ deleted: 2 });
  });

  it("answers 404 for another agent's lead on every route and leaves it alone", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const lead = await create(owner.cookie, { name: 'Private', status: 'hot' });
    for (const [method, path, body] of [
      ['GET', `/api/leads/${lead.id}`],
      ['PATCH', `/api/leads/${lead.id}`, { name: 'Taken' }],
      ['DELETE', `/api/leads/${lead.id}`],
      ['GET', `/api/leads/${lead.id}/activity`],
      ['POST', `/api/leads/${lead.id}/notes`, { body: 'hi' }],
      ['GET', '/api/leads/12345'],
    ] as const) {
      const res = await send(other.cookie, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(res)).toBe('Lead not found');
    }
    for (const [path, body] of [
      ['/api/leads/bulk-delete', { ids: [lead.id] }],
      ['/api/leads/bulk-status', { ids: [lead.id], status: 'cold' }],
      ['/api/leads/bulk-tag', { ids: [lead.id], tag: 'x' }],
    ] as const) {
      const res = await send(other.cookie, 'POST', path, body);
      expect(Object.values((await res.json()) as object)).toEqual([0]);
    }
    expect(await (await send(owner.cookie, 'GET', `/api/leads/${lead.id}`)).json()).toMatchObject({
      name: 'Private',
      status: 'hot',
      tags: [],
    });
  });
});

describe('a lead phone as the agent types it (issue 46)', () => {
  it('keeps (512) 555-0199 as +15125550199, and refuses what cannot be a number with a 400 naming phone', async () => {
    const { cookie } = await signUp(t);
    const lead = await create(cookie, { name: 'Typed Phone', phone: '(512) 555-0199' });
    expect(lead.phone).toBe('+15125550199');
    const international = await send(cookie, 'PATCH', `/api/leads/${lead.id}`, { phone: '+44 20 7946 0958' });
    expect(await international.json()).toMatchObject({ phone: '+442079460958' });
    const refused = await send(cookie, 'POST', '/api/leads', { name: 'Bad Phone', phone: '555-01' });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatch(/^phone: Enter a phone number like \(512\) 555-0199/);
    const cleared = await send(cookie, 'PATCH', `/api/leads/${lead.id}`, { phone: '' });
    expect(await cleared.json()).toMatchObject({ phone: null });
  });
});

describe('POST /api/leads/export', () => {
  it('exports the filtered list with re-importable headers, neutralised, and records it', async () => {
    const { cookie, userId } = await signUp(t);
    await create(cookie, { name: '@evil', phone: '+1 512 555 0100', status: 'hot', tags: ['a', 'b'] });
    await create(cookie, { name: 'Cold one', status: 'cold' });
    const res = await send(cookie, 'POST', '/api/leads/export', { status: 'hot' });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n');
    // The book's own columns after the spec's (issue 46): re-importing an export keeps stage, dates and other contacts.
    expect(lines[0]).toBe(
      'name,email,phone,location,budget,timeline,source,lead_type,status,qualification,notes,tags,preferred_contact,best_time,stage,created_at,last_activity_at,other_emails,other_phones,contact_labels',
    );
    expect(lines[1]).toMatch(/^'@evil,,'\+15125550100,,,,,,hot,,,"a,b",,,New,\d{4}-\d{2}-\d{2}[^,]*,,,,$/);
    expect(lines).toHaveLength(3);
    expect(await t.db.select().from(csvExports).where(eq(csvExports.userId, userId))).toEqual([
      expect.objectContaining({ entity: 'leads', rowCount: 1 }),
    ]);
  });
});

describe('service hooks and limits', () => {
  it('stops at the maxLeads and exportLimit 402s', async () => {
    const { userId } = await signUp(t);
    let full = false;
    const service = createLeadsService(
      createLeadsRepository(t.db, t.eventLog),
      {
        withinLimit: async (_u, feature, write) => {
          if (full) throw new HttpError(402, `Limit reached: ${feature}`);
          return write();
        },
      },
      {},
    );
    await service.create(userId, { name: 'First', tags: [] });
    full = true;
    await expect(service.create(userId, { name: 'Second', tags: [] })).rejects.toMatchObject({
      status: 402,
      message: 'Limit reached: maxLeads',
    });
    await expect(service.exportCsv(userId, { sort: 'createdAt' })).rejects.toMatchObject({
      status: 402,
      message: 'Limit reached: exportLimit',
    });
    expect((await t.db.select().from(leads).where(eq(leads.userId, userId))).map((l) => l.name)).toEqual(['First']);
  });
});

describe('the event log', () => {
  const historyOf = async (cookie: string, id: string) =>
    ((await (await send(cookie, 'GET', `/api/leads/${id}/history`)).json()) as HistoryResponse).events;

  it('records creation, each field changed with before and after, status changes, tags and deletion', async () => {
    const { cookie, userId } = await signUp(t);
    const lead = await create(cookie, { name: 'Ana Lima', email: 'ana@example.com', status: 'cold', source: 'Zillow' });
    await send(cookie, 'PATCH', `/api/leads/${lead.id}`, {
      email: 'ana.lima@example.com',
      phone: '(512) 555-0100',
      status: 'warm',
      location: null,
    });
    await send(cookie, 'POST', '/api/leads/bulk-status', { ids: [lead.id], status: 'hot' });
    await send(cookie, 'POST', '/api/leads/bulk-tag', { ids: [lead.id], tag: 'buyer' });
    const events = await historyOf(cookie, lead.id);
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['lead.updated', { name: 'Ana Lima', changes: { tags: { from: [], to: ['buyer'] } } }],
      ['lead.status_changed', { name: 'Ana Lima', from: 'warm', to: 'hot' }],
      ['lead.status_changed', { name: 'Ana Lima', from: 'cold', to: 'warm' }],
      [
        'lead.updated',
        {
          name: 'Ana Lima',
          changes: { email: { from: 'ana@example.com', to: 'ana.lima@example.com' }, phone: { from: null, to: '+15125550100' } },
        },
      ],
      ['lead.created', { name: 'Ana Lima', source: 'Zillow', status: 'cold', platform: null, location: null, via: 'form' }],
    ]);
    expect(events.every((e) => e.actor_id === userId && e.subject_id === lead.id)).toBe(true);

    expect((await send(cookie, 'DELETE', `/api/leads/${lead.id}`)).status).toBe(204);
    const [deleted] = await t.db
      .select()
      .from(events_)
      .where(and(eq(events_.subjectId, lead.id), eq(events_.type, 'lead.deleted')));
    expect(deleted).toMatchObject({ accountId: userId, payload: { name: 'Ana Lima' } });
  });

  it('keeps only the asked-for kinds of event, and refuses an unknown kind', async () => {
    const { cookie } = await signUp(t);
    const lead = await create(cookie, { name: 'Filtered', status: 'cold' });
    await send(cookie, 'PATCH', `/api/leads/${lead.id}`, { phone: '512-555-0101', status: 'warm' });
    const res = await send(cookie, 'GET', `/api/leads/${lead.id}/history?types=lead.updated`);
    expect(((await res.json()) as HistoryResponse).events.map((e) => e.type)).toEqual(['lead.updated']);
    const bad = await send(cookie, 'GET', `/api/leads/${lead.id}/history?types=lead.exploded`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/^types.*must be event types, like lead.updated$/);
  });

  it("another agent's lead history is a 404", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const lead = await create(owner.cookie, { name: 'Private Lead' });
    expect((await send(stranger.cookie, 'GET', `/api/leads/${lead.id}/history`)).status).toBe(404);
  });
});
