import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@porchlight/domain/csv-import/import-api-schemas';
import { events, leads, properties } from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (cookie: string, path: string, body: unknown) => t.request(path, authed(cookie, json(body)));
const lead = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: `(555) 010-${String(n).padStart(4, '0')}`,
  tags: [],
  ...extra,
});
const property = (n: number, extra: Record<string, unknown> = {}) => ({
  address: `${n} Main St`,
  city: 'Austin',
  state: 'TX',
  current_price: 400_000 + n,
  mls_number: `ACT${n}`,
  ...extra,
});
const leadsOf = (userId: string) => t.db.select().from(leads).where(eq(leads.userId, userId)).orderBy(leads.name);
const propertiesOf = (userId: string) => t.db.select().from(properties).where(eq(properties.userId, userId)).orderBy(properties.address);
const onPlan = async (cookie: string, plan: string) =>
  expect((await post(cookie, '/api/billing/plan', { plan, interval: 'monthly' })).status).toBe(200);

describe('POST /api/{entity}/import', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/leads/import', json({ rows: [lead(1)] }))).status).toBe(401);
  });

  it('imports leads for the signed-in user only and answers the counts', async () => {
    const agent = await signUp(t);
    const other = await signUp(t);
    const res = await post(agent.cookie, '/api/leads/import', {
      duplicates: 'skip',
      rows: [lead(1, { tags: ['buyer'], status: 'hot' }), lead(2)],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, imported: 2, updated: 0, skipped: 0, total: 2, errors: [] });
    const rows = await leadsOf(agent.userId);
    expect(rows.map((r) => [r.name, r.email, r.status, r.tags])).toEqual([
      ['Lead 1', 'lead1@example.com', 'hot', ['buyer']],
      ['Lead 2', 'lead2@example.com', null, []],
    ]);
    expect(await leadsOf(other.userId)).toEqual([]);
  });

  it('tells the agent in a notification linking to the leads', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows: [lead(1), lead(2), lead(3)] });
    await t.jobs.drain(); // the notification follows from the leads.imported event, in a job
    const list = (await (await t.request('/api/notifications?limit=100', authed(agent.cookie))).json()) as
      | { type: string; title: string; message: string; action_url: string }[]
      | { notifications: { type: string; title: string; message: string; action_url: string }[] };
    const items = Array.isArray(list) ? list : list.notifications;
    const imported = items.find((n) => n.type === 'lead');
    expect(imported).toMatchObject({ title: 'Leads imported', message: '3 leads were imported.', action_url: '/leads?highlight=true' });
  });

  it('stores property values as converted: dollars, hundredths, counts, booleans, lists, dates', async () => {
    const agent = await signUp(t);
    const row = property(1, {
      listing_price: 425_000,
      hoa_fees: 41_250,
      annual_tax_amount: 681_240,
      bedrooms: 4,
      has_pool: true,
      appliances: ['Range', 'Dishwasher'],
      listing_date: '2024-02-29',
      status: 'pending',
      property_type: 'condo',
      description: 'Line one\nLine two',
    });
    expect((await post(agent.cookie, '/api/properties/import', { rows: [row] })).status).toBe(200);
    const [stored] = await propertiesOf(agent.userId);
    expect(stored).toMatchObject({
      address: '1 Main St',
      currentPrice: 400_001,
      listingPrice: 425_000,
      hoaFees: 41_250,
      annualTaxAmount: 681_240,
      bedrooms: 4,
      hasPool: true,
      appliances: ['Range', 'Dishwasher'],
      listingDate: '2024-02-29',
      status: 'pending',
      propertyType: 'condo',
      description: 'Line one\nLine two',
      isWatched: false,
    });
  });

  it('re-validates every row: "Row N: path: message" with the file\'s row numbers, and writes nothing', async () => {
    const agent = await signUp(t);
    const res = await post(agent.cookie, '/api/leads/import', {
      rows: [lead(1), lead(2, { email: 'not-an-email' }), { ...lead(3), name: '' }, 'garbage'],
      row_numbers: [2, 3, 5, 9],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errors: string[]; error_count: number };
    expect(body.errors).toEqual(['Row 3: email: Invalid email address', 'Row 5: name: Name is required', 'Row 9: Invalid data format']);
    expect(body.error).toBe('Row 3: email: Invalid email address (and 2 more errors)');
    expect(await leadsOf(agent.userId)).toEqual([]);
  });

  it.each([
    [{ rows: [] }, 'rows: rows must hold at least one row'],
    [{ duplicates: 'merge', rows: [lead(1)] }, 'duplicates: duplicates must be "skip" or "update"'],
    [{ rows: [lead(1)], row_numbers: [1, 2] }, 'row_numbers: row_numbers must have one number per row'],
    [{ rows: 'all of them' }, 'rows: rows must be a list of rows'],
  ])('refuses a malformed body %j', async (body, message) => {
    const agent = await signUp(t);
    const res = await post(agent.cookie, '/api/leads/import', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('property rows need an address and a current price (spec 001 §5)', async () => {
    const agent = await signUp(t);
    const res = await post(agent.cookie, '/api/properties/import', { rows: [property(1, { address: ' ', current_price: null })] });
    expect(((await res.json()) as { errors: string[] }).errors).toEqual([
      'Row 1: address: Address is required',
      'Row 1: current_price: Current price is required',
    ]);
  });

  it('accepts bodies far above the 64 KB JSON limit on the import paths', async () => {
    const agent = await signUp(t);
    const rows = Array.from({ length: 20 }, (_, i) => lead(i, { notes: 'x'.repeat(5_000) }));
    expect((await post(agent.cookie, '/api/leads/import', { rows })).status).toBe(200);
    expect(await leadsOf(agent.userId)).toHaveLength(20);
  });
});

describe('duplicates', () => {
  it('leads match by e-mail (any case) or phone (any format); skip keeps what exists', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { rows: [lead(1, { notes: 'original' })] });
    const res = await post(agent.cookie, '/api/leads/import', {
      duplicates: 'skip',
      rows: [lead(9, { email: 'LEAD1@example.com', phone: null }), lead(8, { email: null, phone: '555.010.0001' }), lead(2)],
    });
    expect(await res.json()).toMatchObject({ imported: 1, updated: 0, skipped: 2, total: 3 });
    const rows = await leadsOf(agent.userId);
    expect(rows.map((r) => [r.name, r.notes])).toEqual([
      ['Lead 1', 'original'],
      ['Lead 2', null],
    ]);
  });

  it("update writes the file's non-empty values over the existing lead and adds its tags", async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { rows: [lead(1, { notes: 'original', location: 'Austin', tags: ['buyer'] })] });
    const res = await post(agent.cookie, '/api/leads/import', {
      duplicates: 'update',
      rows: [{ name: 'Lead One', email: 'lead1@example.com', notes: 'updated', tags: ['vip', 'buyer'] }],
    });
    expect(await res.json()).toMatchObject({ imported: 0, updated: 1, skipped: 0 });
    const [row] = await leadsOf(agent.userId);
    expect(row).toMatchObject({ name: 'Lead One', notes: 'updated', location: 'Austin', phone: '(555) 010-0001', tags: ['buyer', 'vip'] });
  });

  it('rows of one file that repeat a contact: skip keeps the first, update merges the later ones in', async () => {
    const skipper = await signUp(t);
    const rows = [
      lead(1, { notes: 'first' }),
      lead(2, { email: 'Lead1@Example.com', phone: null, notes: 'second' }),
      lead(3, { email: null, notes: 'third' }),
    ];
    expect(await (await post(skipper.cookie, '/api/leads/import', { duplicates: 'skip', rows })).json()).toMatchObject({
      imported: 2,
      skipped: 1,
    });
    const updater = await signUp(t);
    expect(await (await post(updater.cookie, '/api/leads/import', { duplicates: 'update', rows })).json()).toMatchObject({
      imported: 2,
      updated: 1,
    });
    expect((await leadsOf(updater.userId)).map((r) => [r.name, r.notes])).toEqual([
      ['Lead 2', 'second'],
      ['Lead 3', 'third'],
    ]);
  });

  it('properties match by MLS number or by normalised address', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/properties/import', {
      rows: [property(1, { address: '123 North Main Street, Apt 4', state: 'Texas' })],
    });
    const res = await post(agent.cookie, '/api/properties/import', {
      duplicates: 'update',
      rows: [
        property(2, { address: '123 N Main St #4', mls_number: null, current_price: 500_000 }),
        property(3, { mls_number: 'act1', address: 'Elsewhere 9', bedrooms: 5 }),
        property(4),
      ],
    });
    expect(await res.json()).toMatchObject({ imported: 1, updated: 2, skipped: 0 });
    const rows = await propertiesOf(agent.userId);
    expect(rows.map((r) => [r.address, r.currentPrice, r.bedrooms])).toEqual([
      ['4 Main St', 400_004, null],
      ['Elsewhere 9', 400_003, 5],
    ]);
  });

  it("the same file imported twice at once: the second import finds the first one's rows", async () => {
    const agent = await signUp(t);
    const rows = Array.from({ length: 20 }, (_, i) => lead(i));
    const results = await Promise.all(
      [0, 1].map(async () => (await (await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows })).json()) as ImportResult),
    );
    expect(results.map((r) => r.imported).sort()).toEqual([0, 20]);
    expect(await leadsOf(agent.userId)).toHaveLength(20);
  });

  it("another agent's records are never duplicates", async () => {
    const one = await signUp(t);
    const two = await signUp(t);
    await post(one.cookie, '/api/leads/import', { rows: [lead(1)] });
    expect(
      await (await post(two.cookie, '/api/leads/import', { duplicates: 'update', rows: [lead(1, { notes: 'mine' })] })).json(),
    ).toMatchObject({ imported: 1, updated: 0 });
    expect((await leadsOf(one.userId))[0]!.notes).toBeNull();
  });
});

describe('plan limits', () => {
  it('an import that would pass maxLeads answers 402 saying how many fit, and writes nothing', async () => {
    const agent = await signUp(t); // trial: 25 leads
    await post(agent.cookie, '/api/leads/import', { rows: Array.from({ length: 5 }, (_, i) => lead(i)) });
    const res = await post(agent.cookie, '/api/leads/import', { rows: Array.from({ length: 30 }, (_, i) => lead(100 + i)) });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      error:
        'This import would add 30 new leads, but your plan allows 20 more (limit 25, 5 used). Import at most 20 new leads, or upgrade your plan or add an add-on.',
      limit: 'maxLeads',
      used: 5,
      allowed: 25,
      fits: 20,
    });
    expect(await leadsOf(agent.userId)).toHaveLength(5);
  });

  it('duplicates skipped do not count; exactly the rows that fit go in', async () => {
    const agent = await signUp(t);
    const rows = Array.from({ length: 25 }, (_, i) => lead(i));
    expect((await post(agent.cookie, '/api/leads/import', { rows })).status).toBe(200);
    expect((await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows })).status).toBe(200);
    expect((await post(agent.cookie, '/api/leads/import', { rows: [lead(99)] })).status).toBe(402);
  });

  it('maxProperties follows the plan', async () => {
    const agent = await signUp(t); // trial: 50 properties
    const rows = Array.from({ length: 60 }, (_, i) => property(i));
    const refused = await post(agent.cookie, '/api/properties/import', { rows });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ limit: 'maxProperties', fits: 50 });
    await onPlan(agent.cookie, 'starter');
    expect((await post(agent.cookie, '/api/properties/import', { rows })).status).toBe(200);
  });
});

describe('the event log', () => {
  it('one import writes one import.completed, and for leads one leads.imported, with the counts', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { rows: [lead(1)] });
    const res = await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows: [lead(1), lead(2), lead(3)] });
    expect(res.status).toBe(200);
    const logged = await t.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, agent.userId), sql`${events.subjectType} = 'import'`))
      .orderBy(desc(events.seq))
      .limit(2);
    expect(logged.map((e) => [e.type, e.payload])).toEqual([
      ['leads.imported', { imported: 2, updated: 0, skipped: 1, total: 3, firstLeadId: expect.any(String), startAutomations: false }],
      ['import.completed', { entity: 'leads', imported: 2, updated: 0, skipped: 1, total: 3, invalid: 0, fileName: null }],
    ]);
    expect(logged[0]!.subjectId).toBe(logged[1]!.subjectId);
  });

  it('an import refused by the plan writes no event', async () => {
    const agent = await signUp(t);
    expect((await post(agent.cookie, '/api/leads/import', { rows: Array.from({ length: 30 }, (_, i) => lead(i)) })).status).toBe(402);
    expect(await t.db.$count(events, and(eq(events.accountId, agent.userId), sql`${events.subjectType} = 'import'`))).toBe(0);
  });
});
