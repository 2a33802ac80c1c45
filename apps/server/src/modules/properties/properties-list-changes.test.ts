import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { properties, users } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

// A listed property shows every change at once, whoever makes it: each test reads the page,
// changes something, and reads again. The cover's changes are in property-photos.test.ts.
// (Written for decision 037's kept texts; kept as they hold for any list.)
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function listed(cookie: string, query = '') {
  const res = await t.request(`/api/properties${query}`, authed(cookie));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  return (await res.json()) as PropertyListResponse;
}

async function bookOf(addresses: string[]) {
  const agent = await signUp(t, { name: 'Rosa Lindqvist' });
  for (const address of addresses) {
    const res = await t.request('/api/properties', authed(agent.cookie, { method: 'POST', ...json({ address, currentPrice: 350000 }) }));
    expect(res.status, await res.clone().text()).toBe(201);
  }
  return agent;
}

const addressesOf = (page: PropertyListResponse) => page.properties.map((property) => property.address);

describe('GET /api/properties after a change', () => {
  it('reads the same page again, and shows an edited property at once with the others kept in their order', async () => {
    const { cookie } = await bookOf(['1 Ash Lane', '2 Birch Road', '3 Cedar Court']);
    const first = await listed(cookie);
    expect(addressesOf(first)).toEqual(['3 Cedar Court', '2 Birch Road', '1 Ash Lane']);
    expect(await listed(cookie)).toEqual(first);

    const birch = first.properties[1]!;
    const res = await t.request(
      `/api/properties/${birch.id}`,
      authed(cookie, { method: 'PATCH', ...json({ currentPrice: 339500.5, status: 'Pending' }) }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await res.json()) as PropertyResponse;

    const again = await listed(cookie);
    expect(addressesOf(again)).toEqual(['3 Cedar Court', '2 Birch Road', '1 Ash Lane']);
    expect(again.properties[1]).toEqual({ ...edited, coverPhotoUrl: null });
    expect(again.properties[0]).toEqual(first.properties[0]);
  });

  it('lists a property as GET /api/properties/:id shows it (with no cover yet), read again too', async () => {
    const { cookie } = await bookOf(['4 Dogwood Way']);
    const [listedOnce] = (await listed(cookie)).properties;
    const alone = (await (await t.request(`/api/properties/${listedOnce!.id}`, authed(cookie))).json()) as PropertyResponse;
    expect(listedOnce).toEqual({ ...alone, coverPhotoUrl: null });
    expect((await listed(cookie)).properties[0]).toEqual(listedOnce);
  });

  it('shows a change written straight to the table, even one that leaves updated_at as it was', async () => {
    const { cookie } = await bookOf(['5 Elm Street']);
    const [elm] = (await listed(cookie)).properties;
    await t.db
      .update(properties)
      .set({ bedrooms: 4, updatedAt: sql`${properties.updatedAt}` })
      .where(eq(properties.id, elm!.id));
    expect((await listed(cookie)).properties[0]).toMatchObject({ bedrooms: 4, updatedAt: elm!.updatedAt });
  });

  it('shows a renamed assignee on the properties assigned to them', async () => {
    const { cookie, userId } = await bookOf(['6 Fir Place']);
    const [fir] = (await listed(cookie)).properties;
    await t.db.update(properties).set({ assignedUserId: userId }).where(eq(properties.id, fir!.id));
    expect((await listed(cookie)).properties[0]!.assignedName).toBe('Rosa Lindqvist');

    await t.db.update(users).set({ name: 'Rosa Lindqvist-Park' }).where(eq(users.id, userId));
    expect((await listed(cookie)).properties[0]!.assignedName).toBe('Rosa Lindqvist-Park');
  });

  it('leaves out a deleted property, answers a page past the end with no properties, and keeps orders apart', async () => {
    const { cookie } = await bookOf(['8 Hazel Row', '7 Grove Hill']);
    const [grove] = (await listed(cookie)).properties;
    expect((await t.request(`/api/properties/${grove!.id}`, authed(cookie, { method: 'DELETE' }))).status).toBe(204);
    expect(await listed(cookie)).toMatchObject({ total: 1, properties: [{ address: '8 Hazel Row' }] });
    expect(await listed(cookie, '?page=3&limit=1')).toMatchObject({ total: 1, properties: [], page: 3 });

    const { cookie: other } = await bookOf(['B Street', 'A Street', 'C Street']);
    expect(addressesOf(await listed(other, '?sort=address'))).toEqual(['A Street', 'B Street', 'C Street']);
    expect(addressesOf(await listed(other, '?sort=address&dir=desc'))).toEqual(['C Street', 'B Street', 'A Street']);
  });
});
