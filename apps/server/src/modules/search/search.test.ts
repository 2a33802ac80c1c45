import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENTED, foldSearchText } from '@porchlight/domain/search/search-text';
import { SEARCH_KINDS, type SearchGroup, type SearchKind, type SearchResponse } from '@porchlight/domain/search/search-schemas';
import { flows, leads, messages, properties, trackingTasks } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let cookie: string;
let userId: string;
const ids: Record<string, string> = {};

const send = (who: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(who, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function create(who: string, path: string, body: Record<string, unknown>) {
  const res = await send(who, 'POST', path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const search = async (q: string, who = cookie, extra = '') => {
  const res = await send(who, 'GET', `/api/search?${new URLSearchParams({ q })}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResponse;
};
const group = (r: SearchResponse, kind: SearchKind) => r.groups.find((g) => g.kind === kind)!;
const idsOf = (g: SearchGroup) => g.results.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await signUp(t));
  ids.lead = await create(cookie, '/api/leads', {
    name: 'María José Núñez',
    email: 'maria@example.com',
    phone: '(512) 555-0142',
    location: 'Austin, TX',
  });
  ids.other = await create(cookie, '/api/leads', { name: 'Jose Ramirez', email: 'jr@example.com', phone: '+1 737 555 0199' });
  ids.bob = await create(cookie, '/api/leads', { name: 'Bob Stone', email: 'bob@example.com', phone: '512.555.7000' });
  ids.house = await create(cookie, '/api/properties', {
    address: '742 Evergreen Terrace',
    city: 'Springfield',
    state: 'OR',
    zipcode: '97403',
    mlsNumber: 'ML81234567',
    currentPrice: 450000,
  });
  ids.flat = await create(cookie, '/api/properties', {
    address: '12 Oak Street, Unit 4',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    mlsNumber: 'ML80000001',
    currentPrice: 300000,
  });
  const [message] = await t.db
    .insert(messages)
    .values({
      userId,
      type: 'sms',
      leadId: ids.lead,
      direction: 'inbound',
      status: 'received',
      body: 'Is the Evergreen house still available? We love the porch.',
    })
    .returning({ id: messages.id });
  ids.message = message!.id;
  const [task] = await t.db
    .insert(trackingTasks)
    .values({ userId, kind: 'follow_up', title: 'Call María about financing', leadId: ids.lead, note: 'Pre-approval letter' })
    .returning({ id: trackingTasks.id });
  ids.task = task!.id;
  const [flow] = await t.db
    .insert(flows)
    .values({ userId, name: 'Evergreen open house drip', description: 'Three texts before the open house' })
    .returning({ id: flows.id });
  ids.flow = flow!.id;
});
afterAll(() => t?.close());

describe('GET /api/search relevance', () => {
  it.each(['(512) 555-0142', '512-555-0142', '+1 512 555 0142', '5125550142', '0142'])('finds the lead by phone %s', async (q) => {
    const leads = group(await search(q), 'leads');
    expect(idsOf(leads)[0]).toBe(ids.lead);
    expect(idsOf(leads)).not.toContain(ids.bob);
  });

  it('marks the phone digits in the lead line', async () => {
    const [first] = group(await search('512 555 0142'), 'leads').results;
    const [start, end] = first!.highlights.subtitle.at(-1)!;
    expect(first!.subtitle.slice(start, end)).toBe('512) 555-0142'); // kept as +15125550142, shown as it is dialled
  });

  it.each([
    ['ML81234567', 'house'],
    ['81234567', 'house'],
    ['1234', 'house'],
    ['742 evergreen', 'house'],
    ['Evergreen Terr', 'house'],
    ['oak street', 'flat'],
    ['78701', 'flat'],
  ])('finds a property by %s', async (q, key) => {
    const properties = group(await search(q), 'properties');
    expect(idsOf(properties)).toEqual([ids[key]]);
    expect(properties.count).toBe(1);
  });

  it.each([
    ['jose nunez', ['lead']],
    ['JOSÉ', ['lead', 'other']],
    ['núñez', ['lead']],
    ['Ramírez', ['other']],
    ['nuñez', ['lead']],
  ])('folds accents both ways: %s', async (q, keys) => {
    expect(idsOf(group(await search(q), 'leads')).sort()).toEqual(keys.map((k) => ids[k]).sort());
  });

  it('highlights the matched words of the name, in the text as stored', async () => {
    const [first] = group(await search('jose nunez'), 'leads').results;
    expect(first!.title).toBe('María José Núñez');
    expect(first!.highlights.title.map(([s, e]) => first!.title.slice(s, e))).toEqual(['José', 'Núñez']);
  });

  it('groups every kind with counts, in order, each result pointing at its record', async () => {
    const r = await search('evergreen');
    expect(r.groups.map((g) => g.kind)).toEqual([...SEARCH_KINDS]);
    expect(group(r, 'properties')).toMatchObject({ count: 1, is_count_capped: false });
    const message = group(r, 'messages').results[0]!;
    expect(message).toMatchObject({ id: ids.message, lead_id: ids.lead, title: 'María José Núñez', subtitle: 'Text from lead' });
    expect(message.snippet!.slice(...message.highlights.snippet[0]!)).toBe('Evergreen');
    expect(idsOf(group(r, 'flows'))).toEqual([ids.flow]);
    expect(group(r, 'leads').count).toBe(0);
  });

  it('finds tracking tasks by title and note', async () => {
    const tasks = group(await search('financing'), 'tasks');
    expect(tasks.results[0]).toMatchObject({ id: ids.task, lead_id: ids.lead, title: 'Call María about financing' });
    expect(idsOf(group(await search('pre-approval'), 'tasks'))).toEqual([ids.task]);
  });

  it('pages through one kind with kind and offset', async () => {
    for (let i = 0; i < 7; i++) await create(cookie, '/api/leads', { name: `Paging Person ${i}` });
    const first = await search('paging person', cookie, '&kind=leads');
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]).toMatchObject({ kind: 'leads', count: 7 });
    expect(first.groups[0]!.results).toHaveLength(7);
    const overview = group(await search('paging person'), 'leads');
    expect(overview).toMatchObject({ count: 7 });
    expect(overview.results).toHaveLength(5);
    const later = await search('paging person', cookie, '&kind=leads&offset=5');
    expect(later.groups[0]!.results).toHaveLength(2);
    const past = await search('paging person', cookie, '&kind=leads&offset=50');
    expect(past.groups[0]).toMatchObject({ count: 7, results: [] });
  });

  it('treats LIKE wildcards as text', async () => {
    expect(group(await search('%'), 'leads').count).toBe(0);
    expect(group(await search('_'), 'properties').count).toBe(0);
  });
});

describe('GET /api/search boundaries', () => {
  it("never shows another agent's records", async () => {
    const stranger = await signUp(t);
    for (const q of ['0142', 'evergreen', 'jose', 'ML81234567', 'financing']) {
      const r = await search(q, stranger.cookie);
      expect(r.groups.every((g) => g.count === 0 && g.results.length === 0)).toBe(true);
    }
  });

  it.each([
    ['q=', 400, 'q: Type something to search for'],
    ['q=%20%20', 400, 'q: Type something to search for'],
    ['', 400, 'q: Type something to search for'],
    [`q=${'a'.repeat(101)}`, 400, 'q: Search for at most 100 characters'],
    ['q=oak&kind=deals', 400, 'kind: kind must be one of leads, properties, messages, tasks, flows'],
  ])('refuses %s', async (query, status, error) => {
    const res = await send(cookie, 'GET', `/api/search?${query}`);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(error);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/search?q=oak')).status).toBe(401);
  });
});

describe('search_fold', () => {
  it('folds exactly as the domain does, character by character', async () => {
    const text = `${ACCENTED} ABC xyz 123`;
    const result = (await t.db.execute(sql`select search_fold(${text}) as folded`)) as unknown as { rows: { folded: string }[] };
    expect(result.rows[0]!.folded).toBe(foldSearchText(text));
  });

  it('is served by the trigram indexes on the stored search text', async () => {
    const planOf = async (table: SQL, document: SQL) => {
      await t.db.execute(sql`set enable_seqscan = off`);
      const plan = (await t.db.execute(
        sql`explain (costs off) select id from ${table} where ${document} like '%evergreen%'`,
      )) as unknown as { rows: Record<string, string>[] };
      await t.db.execute(sql`set enable_seqscan = on`);
      return JSON.stringify(plan.rows);
    };
    expect(await planOf(sql`${leads}`, sql`${leads.searchText}`)).toContain('leads_search_text_trgm_idx');
    expect(await planOf(sql`${properties}`, sql`${properties.searchText}`)).toContain('properties_search_text_trgm_idx');
  });
});
