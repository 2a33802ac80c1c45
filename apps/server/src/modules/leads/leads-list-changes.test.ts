import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { leads, users } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

// A listed lead shows every change at once, whoever makes it: each test reads the page, changes
// something (through the API, straight in the table, or in another row the lead shows), and
// reads the page again. (Written for decision 037's kept texts; kept as they hold for any list.)
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function listed(cookie: string, query = '') {
  const res = await t.request(`/api/leads${query}`, authed(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as LeadListResponse;
}

async function bookOf(names: string[]) {
  const agent = await signUp(t, { name: 'Dana Whitfield' });
  for (const name of names) {
    const res = await t.request('/api/leads', authed(agent.cookie, { method: 'POST', ...json({ name }) }));
    expect(res.status).toBe(201);
  }
  return agent;
}

const namesOf = (page: LeadListResponse) => page.leads.map((lead) => lead.name);

describe('GET /api/leads after a change', () => {
  it('reads the same page again, and shows an edited lead at once with the others kept in their order', async () => {
    const { cookie } = await bookOf(['Ada', 'Ben', 'Cy']);
    const first = await listed(cookie);
    expect(namesOf(first)).toEqual(['Cy', 'Ben', 'Ada']);
    expect(await listed(cookie)).toEqual(first);

    const ben = first.leads[1]!;
    const res = await t.request(
      `/api/leads/${ben.id}`,
      authed(cookie, { method: 'PATCH', ...json({ status: 'cold', notes: 'Call after the holidays' }) }),
    );
    expect(res.status).toBe(200);
    const edited = (await res.json()) as LeadResponse;

    const again = await listed(cookie);
    expect(namesOf(again)).toEqual(['Cy', 'Ben', 'Ada']);
    expect(again.leads[1]).toEqual(edited);
    expect(again.leads[0]).toEqual(first.leads[0]);
  });

  it('shows a change written straight to the table, even one that leaves updated_at as it was', async () => {
    const { cookie } = await bookOf(['Eve']);
    const [eve] = (await listed(cookie)).leads;
    await t.db
      .update(leads)
      .set({ status: 'warm', updatedAt: sql`${leads.updatedAt}` })
      .where(eq(leads.id, eve!.id));
    const [after] = (await listed(cookie)).leads;
    expect(after).toMatchObject({ status: 'warm', updatedAt: eve!.updatedAt });
  });

  it('shows a renamed stage on the leads in it', async () => {
    const { cookie } = await bookOf(['Fay']);
    const board = (await (await t.request('/api/pipeline', authed(cookie))).json()) as { stages: { id: string; name: string }[] };
    const [fay] = (await listed(cookie)).leads;
    expect(fay!.stageName).toBe(board.stages[0]!.name);

    const stages = board.stages.map((stage, index) => ({ id: stage.id, name: index === 0 ? 'Fresh inquiry' : stage.name }));
    const saved = await t.request('/api/pipeline/stages', authed(cookie, { method: 'PUT', ...json({ stages }) }));
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await listed(cookie)).leads[0]).toMatchObject({ id: fay!.id, stageName: 'Fresh inquiry', updatedAt: fay!.updatedAt });
  });

  it('shows a renamed assignee on the leads assigned to them', async () => {
    const { cookie, userId } = await bookOf(['Gus']);
    const [gus] = (await listed(cookie)).leads;
    await t.db.update(leads).set({ assignedUserId: userId }).where(eq(leads.id, gus!.id));
    expect((await listed(cookie)).leads[0]!.assignedName).toBe('Dana Whitfield');

    await t.db.update(users).set({ name: 'Dana Whitfield-Ortiz' }).where(eq(users.id, userId));
    expect((await listed(cookie)).leads[0]!.assignedName).toBe('Dana Whitfield-Ortiz');
  });

  it('leaves out a deleted lead, and answers a page past the end with no leads and the total', async () => {
    const { cookie } = await bookOf(['Hal', 'Ivy']);
    const [ivy] = (await listed(cookie)).leads;
    expect((await t.request(`/api/leads/${ivy!.id}`, authed(cookie, { method: 'DELETE' }))).status).toBe(204);
    expect(await listed(cookie)).toMatchObject({ total: 1, leads: [{ name: 'Hal' }] });
    expect(await listed(cookie, '?page=3&limit=1')).toMatchObject({ total: 1, leads: [], page: 3 });
  });

  it('keeps pages in every order apart', async () => {
    const { cookie } = await bookOf(['Kim', 'Jo', 'Lu']);
    expect(namesOf(await listed(cookie, '?sort=name'))).toEqual(['Jo', 'Kim', 'Lu']);
    expect(namesOf(await listed(cookie, '?sort=name&dir=desc'))).toEqual(['Lu', 'Kim', 'Jo']);
    expect(namesOf(await listed(cookie, '?sort=name&limit=2&page=2'))).toEqual(['Lu']);
  });
});
