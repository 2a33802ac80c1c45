import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@porchlight/domain/csv-import/import-api-schemas';
import { csvImports, events, leads, properties } from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createCsvImportRepository, INSERT_BIND_PARAMETERS, INSERT_ROWS_PER_STATEMENT, MAX_BIND_PARAMETERS } from './csv-import.repository.ts';
import { createCsvImportService } from './csv-import.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (cookie: string, path: string, body: unknown) => t.request(path, authed(cookie, json(body)));
const lead = (n: number, extra: Record<string, unknown> = {}) => ({ name: `Lead ${n}`, email: `lead${n}@example.com`, phone: `(555) 010-${String(n).padStart(4, '0')}`, tags: [], ...extra });
const property = (n: number, extra: Record<string, unknown> = {}) => ({ address: `${n} Main St`, city: 'Austin', state: 'TX', current_price: 400_000 + n, mls_number: `ACT${n}`, ...extra });
const leadsOf = (userId: string) => t.db.select().from(leads).where(eq(leads.userId, userId)).orderBy(leads.name);
const propertiesOf = (userId: string) => t.db.select().from(properties).where(eq(properties.userId, userId)).orderBy(properties.address);
const onPlan = async (cookie: string, plan: string) => expect((await post(cookie, '/api/billing/plan', { plan, interval: 'monthly' })).status).toBe(200);

/** A guard that allows everything: the service's own tests of size, not of plans. */
const unlimited: LimitGuard = {
  withinLimit: (_userId, _feature, write) => write(),
  exclusive: (_userId, _feature, work) => work(),
  assertCanAdd: async () => {},
  status: async () => ({ used: 0, allowed: Infinity, remaining: Infinity }),
};

describe('POST /api/{entity}/import', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/leads/import', json({ rows: [lead(1)] }))).status).toBe(401);
  });

  it('imports leads for the signed-in user only and answers the counts', async () => {
    const agent = await signUp(t);
    const other = await signUp(t);
    const res = await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows: [lead(1, { tags: ['buyer'], status: 'hot' }), lead(2)] });
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
      listing_price: 425_000, hoa_fees: 41_250, annual_tax_amount: 681_240, bedrooms: 4, has_pool: true, appliances: ['Range', 'Dishwasher'],
      listing_date: '2024-02-29', status: 'pending', property_type: 'condo', description: 'Line one\nLine two',
    });
    expect((await post(agent.cookie, '/api/properties/import', { rows: [row] })).status).toBe(200);
    const [stored] = await propertiesOf(agent.userId);
    expect(stored).toMatchObject({
      address: '1 Main St', currentPrice: 400_001, listingPrice: 425_000, hoaFees: 41_250, annualTaxAmount: 681_240, bedrooms: 4, hasPool: true,
      appliances: ['Range', 'Dishwasher'], listingDate: '2024-02-29', status: 'pending', propertyType: 'condo', description: 'Line one\nLine two', isWatched: false,
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
    expect(((await res.json()) as { errors: string[] }).errors).toEqual(['Row 1: address: Address is required', 'Row 1: current_price: Current price is required']);
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
    expect(rows.map((r) => [r.name, r.notes])).toEqual([['Lead 1', 'original'], ['Lead 2', null]]);
  });

  it('update writes the file\'s non-empty values over the existing lead and adds its tags', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { rows: [lead(1, { notes: 'original', location: 'Austin', tags: ['buyer'] })] });
    const res = await post(agent.cookie, '/api/leads/import', { duplicates: 'update', rows: [{ name: 'Lead One', email: 'lead1@example.com', notes: 'updated', tags: ['vip', 'buyer'] }] });
    expect(await res.json()).toMatchObject({ imported: 0, updated: 1, skipped: 0 });
    const [row] = await leadsOf(agent.userId);
    expect(row).toMatchObject({ name: 'Lead One', notes: 'updated', location: 'Austin', phone: '(555) 010-0001', tags: ['buyer', 'vip'] });
  });

  it('rows of one file that repeat a contact: skip keeps the first, update merges the later ones in', async () => {
    const skipper = await signUp(t);
    const rows = [lead(1, { notes: 'first' }), lead(2, { email: 'Lead1@Example.com', phone: null, notes: 'second' }), lead(3, { email: null, notes: 'third' })];
    expect(await (await post(skipper.cookie, '/api/leads/import', { duplicates: 'skip', rows })).json()).toMatchObject({ imported: 2, skipped: 1 });
    const updater = await signUp(t);
    expect(await (await post(updater.cookie, '/api/leads/import', { duplicates: 'update', rows })).json()).toMatchObject({ imported: 2, updated: 1 });
    expect((await leadsOf(updater.userId)).map((r) => [r.name, r.notes])).toEqual([['Lead 2', 'second'], ['Lead 3', 'third']]);
  });

  it('properties match by MLS number or by normalised address', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/properties/import', { rows: [property(1, { address: '123 North Main Street, Apt 4', state: 'Texas' })] });
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

  it('the same file imported twice at once: the second import finds the first one\'s rows', async () => {
    const agent = await signUp(t);
    const rows = Array.from({ length: 20 }, (_, i) => lead(i));
    const results = await Promise.all([0, 1].map(async () => (await (await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows })).json()) as ImportResult));
    expect(results.map((r) => r.imported).sort()).toEqual([0, 20]);
    expect(await leadsOf(agent.userId)).toHaveLength(20);
  });

  it('another agent\'s records are never duplicates', async () => {
    const one = await signUp(t);
    const two = await signUp(t);
    await post(one.cookie, '/api/leads/import', { rows: [lead(1)] });
    expect(await (await post(two.cookie, '/api/leads/import', { duplicates: 'update', rows: [lead(1, { notes: 'mine' })] })).json()).toMatchObject({ imported: 1, updated: 0 });
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
      error: 'This import would add 30 new leads, but your plan allows 20 more (limit 25, 5 used). Import at most 20 new leads, or upgrade your plan or add an add-on.',
      limit: 'maxLeads', used: 5, allowed: 25, fits: 20,
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

describe('staged imports (large files)', () => {
  const start = async (cookie: string, entity = 'properties') => {
    const res = await post(cookie, `/api/${entity}/import/staged`, {});
    expect(res.status).toBe(201);
    return ((await res.json()) as { import_id: string }).import_id;
  };

  it('stages parts, then commits them all in one go', async () => {
    const agent = await signUp(t);
    await onPlan(agent.cookie, 'starter');
    const id = await start(agent.cookie);
    const part1 = await post(agent.cookie, `/api/properties/import/staged/${id}/rows`, { rows: Array.from({ length: 300 }, (_, i) => property(i)) });
    expect(await part1.json()).toEqual({ staged: 300, total_staged: 300 });
    const part2 = await post(agent.cookie, `/api/properties/import/staged/${id}/rows`, { rows: [property(0), ...Array.from({ length: 199 }, (_, i) => property(300 + i))] });
    expect(await part2.json()).toEqual({ staged: 200, total_staged: 500 });
    expect(await propertiesOf(agent.userId)).toEqual([]);
    const commit = await post(agent.cookie, `/api/properties/import/staged/${id}/commit`, { duplicates: 'skip' });
    expect(await commit.json()).toEqual({ success: true, imported: 499, updated: 0, skipped: 1, total: 500, errors: [] });
    expect(await propertiesOf(agent.userId)).toHaveLength(499);
    expect(await t.db.select().from(csvImports).where(eq(csvImports.id, id))).toEqual([]);
    expect((await post(agent.cookie, `/api/properties/import/staged/${id}/commit`, {})).status).toBe(404);
  });

  it('creates each staged row with its own values, among updates and skips, across parts', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { rows: [lead(1, { notes: 'original', location: 'Austin' })] });
    const id = await start(agent.cookie, 'leads');
    await post(agent.cookie, `/api/leads/import/staged/${id}/rows`, {
      rows: [lead(1, { notes: 'from the file' }), lead(2, { notes: 'A1' }), lead(3, { notes: 'A2', tags: ['vip'] })],
    });
    await post(agent.cookie, `/api/leads/import/staged/${id}/rows`, {
      rows: [lead(4, { notes: 'B0' }), lead(2, { email: 'LEAD2@example.com', notes: 'B1 merged', tags: ['seller'] }), { name: 'Lead 5', email: 'lead5@example.com' }],
    });
    const commit = await post(agent.cookie, `/api/leads/import/staged/${id}/commit`, { duplicates: 'update' });
    expect(await commit.json()).toMatchObject({ imported: 4, updated: 2, skipped: 0, total: 6 });
    expect((await leadsOf(agent.userId)).map((r) => [r.name, r.notes, r.location, r.tags])).toEqual([
      ['Lead 1', 'from the file', 'Austin', []],
      ['Lead 2', 'B1 merged', null, ['seller']],
      ['Lead 3', 'A2', null, ['vip']],
      ['Lead 4', 'B0', null, []],
      ['Lead 5', null, null, []],
    ]);
  });

  it('a bad part is refused with its row numbers and not staged', async () => {
    const agent = await signUp(t);
    const id = await start(agent.cookie, 'leads');
    await post(agent.cookie, `/api/leads/import/staged/${id}/rows`, { rows: [lead(1), lead(2)] });
    const bad = await post(agent.cookie, `/api/leads/import/staged/${id}/rows`, { rows: [lead(3), { name: 'X', email: 'nope' }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual(['Row 4: email: Invalid email address']);
    expect(await (await post(agent.cookie, `/api/leads/import/staged/${id}/commit`, {})).json()).toMatchObject({ imported: 2 });
  });

  it('another agent\'s import, another entity\'s import or a malformed id is 404', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = await start(owner.cookie);
    await post(owner.cookie, `/api/properties/import/staged/${id}/rows`, { rows: [property(1)] });
    for (const [cookie, path] of [
      [stranger.cookie, `/api/properties/import/staged/${id}/rows`],
      [stranger.cookie, `/api/properties/import/staged/${id}/commit`],
      [owner.cookie, `/api/leads/import/staged/${id}/commit`],
      [owner.cookie, '/api/properties/import/staged/not-a-uuid/commit'],
    ] as const) {
      const res = await post(cookie, path, { rows: [property(2)] });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'Import not found' });
    }
    expect((await t.request(`/api/properties/import/staged/${id}`, authed(stranger.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect((await t.request(`/api/properties/import/staged/${id}`, authed(owner.cookie, { method: 'DELETE' }))).status).toBe(204);
    expect(await propertiesOf(owner.userId)).toEqual([]);
  });

  it('committing an empty import is a 400', async () => {
    const agent = await signUp(t);
    const id = await start(agent.cookie);
    const res = await post(agent.cookie, `/api/properties/import/staged/${id}/commit`, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'rows: the import holds no rows yet' });
  });
});

describe('the event log', () => {
  it('one import writes one import.completed, and for leads one leads.imported, with the counts', async () => {
    const agent = await signUp(t);
    await post(agent.cookie, '/api/leads/import', { rows: [lead(1)] });
    const res = await post(agent.cookie, '/api/leads/import', { duplicates: 'skip', rows: [lead(1), lead(2), lead(3)] });
    expect(res.status).toBe(200);
    const logged = await t.db.select().from(events).where(and(eq(events.accountId, agent.userId), sql`${events.subjectType} = 'import'`)).orderBy(desc(events.seq)).limit(2);
    expect(logged.map((e) => [e.type, e.payload])).toEqual([
      ['leads.imported', { imported: 2, updated: 0, skipped: 1, total: 3, firstLeadId: expect.any(String) }],
      ['import.completed', { entity: 'leads', imported: 2, updated: 0, skipped: 1, total: 3 }],
    ]);
    expect(logged[0]!.subjectId).toBe(logged[1]!.subjectId);
  });

  it('an import refused by the plan writes no event', async () => {
    const agent = await signUp(t);
    expect((await post(agent.cookie, '/api/leads/import', { rows: Array.from({ length: 30 }, (_, i) => lead(i)) })).status).toBe(402);
    expect(await t.db.$count(events, and(eq(events.accountId, agent.userId), sql`${events.subjectType} = 'import'`))).toBe(0);
  });
});

describe('staging is bounded', () => {
  const start = (cookie: string, entity = 'properties') => post(cookie, `/api/${entity}/import/staged`, {});
  const idOf = async (res: Response) => ((await res.json()) as { import_id: string }).import_id;

  it('refuses to stage more rows than the plan could ever keep, with the 402 naming the limit', async () => {
    const agent = await signUp(t); // trial: 50 properties
    const id = await idOf(await start(agent.cookie));
    const first = await post(agent.cookie, `/api/properties/import/staged/${id}/rows`, { rows: Array.from({ length: 40 }, (_, i) => property(i)) });
    expect(first.status).toBe(200);
    const over = await post(agent.cookie, `/api/properties/import/staged/${id}/rows`, { rows: Array.from({ length: 11 }, (_, i) => property(100 + i)) });
    expect(over.status).toBe(402);
    expect(await over.json()).toEqual({
      error: 'This import holds more rows than your plan can ever keep: it allows 50 properties (limit maxProperties, 0 used). Import at most 50 rows, or upgrade your plan or add an add-on.',
      limit: 'maxProperties', used: 0, allowed: 50,
    });
    expect(await createCsvImportRepository(t.db, t.eventLog).findStaged(agent.userId, 'properties', id)).toEqual({ rowCount: 40, partCount: 1 });
    const fits = await post(agent.cookie, `/api/properties/import/staged/${id}/rows`, { rows: Array.from({ length: 10 }, (_, i) => property(100 + i)) });
    expect(await fits.json()).toEqual({ staged: 10, total_staged: 50 });
  });

  it('an agent has at most 3 staged imports open; cancelling one or leaving one idle for 30 minutes makes room', async () => {
    const agent = await signUp(t);
    const ids = [await idOf(await start(agent.cookie)), await idOf(await start(agent.cookie, 'leads')), await idOf(await start(agent.cookie))];
    const fourth = await start(agent.cookie);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toEqual({
      error: 'You already have 3 imports in progress. Finish or cancel one first; an import left without activity for 30 minutes is cancelled for you.',
    });
    expect((await t.request(`/api/properties/import/staged/${ids[0]}`, authed(agent.cookie, { method: 'DELETE' }))).status).toBe(204);
    expect((await start(agent.cookie)).status).toBe(201);
    expect((await start(agent.cookie)).status).toBe(409);

    await t.db.update(csvImports).set({ updatedAt: new Date(Date.now() - 31 * 60_000) }).where(eq(csvImports.id, ids[1]!));
    expect((await start(agent.cookie)).status).toBe(201);
    expect(await t.db.select().from(csvImports).where(eq(csvImports.id, ids[1]!))).toEqual([]);
    // Another agent's imports are theirs to count.
    expect((await start((await signUp(t)).cookie)).status).toBe(201);
  });

  it('starts at once cannot pass the cap together', async () => {
    const agent = await signUp(t);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => start(agent.cookie)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 201, 201, 409, 409, 409]);
  });

  it('the clean-up deletes staged imports never committed within a day, with their rows', async () => {
    const agent = await signUp(t);
    const old = await idOf(await start(agent.cookie));
    const fresh = await idOf(await start(agent.cookie));
    await post(agent.cookie, `/api/properties/import/staged/${old}/rows`, { rows: [property(1)] });
    await t.db.update(csvImports).set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) }).where(eq(csvImports.id, old));
    expect(await t.services.csvImport.sweepAbandoned()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select({ id: csvImports.id }).from(csvImports).where(eq(csvImports.userId, agent.userId))).toEqual([{ id: fresh }]);
    const parts = await t.db.execute(sql`SELECT count(*)::int AS n FROM csv_import_parts WHERE import_id = ${old}`);
    expect((parts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('import requests are paced per agent: the 61st in a minute is a 429 with Retry-After, other routes are not', async () => {
    const agent = await signUp(t);
    const other = await signUp(t);
    const missing = `/api/leads/import/staged/${crypto.randomUUID()}`;
    for (let i = 0; i < 60; i++) expect((await t.request(missing, authed(agent.cookie, { method: 'DELETE' }))).status).toBe(404);
    const paced = await t.request(missing, authed(agent.cookie, { method: 'DELETE' }));
    expect(paced.status).toBe(429);
    expect(Number(paced.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await paced.json()) as { error: string }).error).toBe('Too many import requests: at most 60 a minute. Wait a moment and try again.');
    expect((await t.request('/api/leads', authed(agent.cookie))).status).toBe(200);
    expect((await t.request(missing, authed(other.cookie, { method: 'DELETE' }))).status).toBe(404);
  });
});

describe('the commit', () => {
  it('writes many rows per INSERT, each statement far under the 65,535 bind parameters', async () => {
    expect(INSERT_BIND_PARAMETERS).toBeLessThan(MAX_BIND_PARAMETERS);
    const agent = await signUp(t);
    const service = createCsvImportService({ repo: createCsvImportRepository(t.db, t.eventLog), limits: unlimited });
    const rows = Array.from({ length: INSERT_ROWS_PER_STATEMENT * 2 + 17 }, (_, i) =>
      property(i, { appliances: ['Range'], has_pool: i % 2 === 0, listing_date: '2024-03-04', hoa_fees: 12_550, description: `Row ${i}, "quoted"\nline` }),
    );
    expect((await service.importRows(agent.userId, 'properties', { duplicates: 'skip', rows })).imported).toBe(rows.length);
    const stored = await propertiesOf(agent.userId);
    expect(stored).toHaveLength(rows.length);
    expect(stored.find((r) => r.address === '10016 Main St')).toMatchObject({ appliances: ['Range'], hasPool: true, listingDate: '2024-03-04', hoaFees: 12_550, description: 'Row 10016, "quoted"\nline', currentPrice: 410_016 });
  });

  it('a failure half-way leaves no row and keeps the staged rows for a retry', async () => {
    const agent = await signUp(t);
    const repo = createCsvImportRepository(t.db, t.eventLog);
    let parts = 0;
    const failing = {
      ...repo,
      transaction: <T>(entity: 'properties' | 'leads', userId: string, work: Parameters<typeof repo.transaction<T>>[2]) =>
        repo.transaction(entity, userId, (writer) =>
          work({
            ...writer,
            insertStaged: async (importId, picks) => {
              await writer.insertStaged(importId, picks);
              if (++parts === 1) throw new Error('disk full');
            },
          }),
        ),
    };
    const service = createCsvImportService({ repo: failing, limits: unlimited });
    const id = await service.startStaged(agent.userId, 'properties');
    await service.stageRows(agent.userId, 'properties', id, { rows: Array.from({ length: 2_000 }, (_, i) => property(i)) });
    await service.stageRows(agent.userId, 'properties', id, { rows: Array.from({ length: 2_000 }, (_, i) => property(5_000 + i)) });
    await expect(service.commitStaged(agent.userId, 'properties', id, 'skip')).rejects.toThrow('disk full');
    expect(await propertiesOf(agent.userId)).toEqual([]);
    expect(await repo.findStaged(agent.userId, 'properties', id)).toEqual({ rowCount: 4_000, partCount: 2 });
    // The same import commits once the fault is gone.
    const result = await createCsvImportService({ repo, limits: unlimited }).commitStaged(agent.userId, 'properties', id, 'skip');
    expect(result.imported).toBe(4_000);
    expect(await propertiesOf(agent.userId)).toHaveLength(4_000);
  });

  it('analyzes the table after a large import', async () => {
    const agent = await signUp(t);
    const service = createCsvImportService({ repo: createCsvImportRepository(t.db, t.eventLog), limits: unlimited });
    const analyzed = async () => {
      const result = await t.db.execute(sql`SELECT analyze_count FROM pg_stat_user_tables WHERE relname = 'leads'`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { analyze_count: number | string }[];
      return Number(rows[0]?.analyze_count ?? 0);
    };
    const before = await analyzed();
    const result: ImportResult = await service.importRows(agent.userId, 'leads', { duplicates: 'skip', rows: Array.from({ length: 1_500 }, (_, i) => lead(i)) });
    expect(result.imported).toBe(1_500);
    expect(await analyzed()).toBeGreaterThan(before);
  });
});
