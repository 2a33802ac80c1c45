import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import { authed, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { leads, properties } from './schema/index.ts';
import { searchWindowRows } from './list-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('searchWindowRows', () => {
  it.each([
    [1, 50, 2_000],
    [2, 50, 4_000],
    [4, 50, 8_000],
    [5, 50, null], // later pages are left to the planner
    [1, 100, 4_000],
    [1, 200, 8_000],
    [1, 250, null],
  ])('page %i of %i rows: the newest %s', (page, limit, rows) => {
    expect(searchWindowRows(page, limit)).toBe(rows);
  });
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const idsOf = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);

// The first page's window is the newest 2,000 rows: 1,970 fillers and 30 "Zebra Near" made now;
// 1,100 "Zebra Far" were made a day earlier, beyond it. Past 1,000 matches a page is looked for in
// the window first; every answer is checked against the plain ordered query.
describe('a searched list read from its newest rows first', () => {
  let cookie: string;
  let userId: string;
  const earlier = new Date(Date.now() - 86_400_000);
  beforeAll(async () => {
    ({ cookie, userId } = await signUp(t));
    const now = new Date();
    await t.db.insert(leads).values([
      ...Array.from({ length: 1970 }, (_, i) => ({ userId, name: `Filler ${i}`, createdAt: now })),
      ...Array.from({ length: 30 }, (_, i) => ({ userId, name: `Zebra Near ${i}`, createdAt: now })),
      ...Array.from({ length: 1100 }, (_, i) => ({ userId, name: `Zebra Far ${i}`, createdAt: earlier })),
    ]);
  });
  const list = async (query: string) => (await (await t.app.request(`/api/leads${query}`, authed(cookie))).json()) as LeadListResponse;
  const expected = (word: string, dir: 'asc' | 'desc', limit: number, offset: number) =>
    idsOf(sql`select id from ${leads} where user_id = ${userId} and name ilike ${`%${word}%`}
      order by created_at ${sql.raw(dir)}, entry_order ${sql.raw(dir)} limit ${limit} offset ${offset}`);

  it('finds a page whose matches run past the window, in order, with its total', async () => {
    const first = await list('?search=zebra');
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(ids(first.leads)).toEqual(await expected('zebra', 'desc', 50, 0));
    expect(first.leads.slice(0, 30).every((lead) => lead.name.startsWith('Zebra Near'))).toBe(true);
    expect(first.leads[30]!.name).toMatch(/^Zebra Far/);
    const second = await list('?search=zebra&page=2');
    expect(ids(second.leads)).toEqual(await expected('zebra', 'desc', 50, 50));
  });

  it('finds matches only beyond the window, few matches, and a word nothing matches', async () => {
    const far = await list('?search=zebra%20far');
    expect(far).toMatchObject({ total: 1000, totalCapped: true });
    expect(ids(far.leads)).toEqual(await expected('zebra far', 'desc', 50, 0));
    const near = await list('?search=zebra%20near');
    expect(near).toMatchObject({ total: 30, totalCapped: false });
    expect(ids(near.leads)).toEqual(await expected('zebra near', 'desc', 50, 0));
    expect(await list('?search=quagga')).toMatchObject({ leads: [], total: 0 });
    expect(await list('?search=zebra%20near&page=2')).toMatchObject({ leads: [], total: 30 });
  });

  it('fills a page of a common word from the window', async () => {
    const common = await list('?search=filler&limit=100');
    expect(common).toMatchObject({ total: 1000, totalCapped: true });
    expect(ids(common.leads)).toEqual(await expected('filler', 'desc', 100, 0));
  });

  it('reads oldest first from the oldest rows', async () => {
    const oldest = await list('?search=zebra&dir=asc');
    expect(ids(oldest.leads)).toEqual(await expected('zebra', 'asc', 50, 0));
  });

  it('leaves later pages and other orders to the planner, with the same answers', async () => {
    expect(ids((await list('?search=filler&page=6')).leads)).toEqual(await expected('filler', 'desc', 50, 250));
    const byName = await list('?search=zebra&sort=name&dir=asc');
    expect(byName.leads.map((lead) => lead.name).slice(0, 3)).toEqual(['Zebra Far 0', 'Zebra Far 1', 'Zebra Far 10']);
    expect(byName).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('does the same for properties', async () => {
    const { cookie: agent, userId: owner } = await signUp(t);
    const now = new Date();
    await t.db.insert(properties).values([
      ...Array.from({ length: 2000 }, (_, i) => ({ userId: owner, address: `${i + 1} Filler Road`, city: 'Kyle', createdAt: now })),
      ...Array.from({ length: 1100 }, (_, i) => ({ userId: owner, address: `${i + 1} Zebra Court`, city: 'Kyle', createdAt: earlier })),
    ]);
    const found = (await (await t.app.request('/api/properties?search=zebra%20court', authed(agent))).json()) as PropertyListResponse;
    expect(found).toMatchObject({ total: 1000, totalCapped: true });
    const want = await idsOf(sql`select id from ${properties} where user_id = ${owner} and address ilike '%zebra court%' order by created_at desc, entry_order desc limit 50`);
    expect(ids(found.properties)).toEqual(want);
  });
});
