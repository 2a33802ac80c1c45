import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvExports, leads, properties } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

// A new account is on the trial plan (spec 000 §9): 50 properties, 25 property alerts,
// 25 leads, 2 exports a month. The shared limit guard answers 402 past each.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (cookie: string, path: string, body: unknown) =>
  t.request(path, authed(cookie, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

type LimitBody = { error: string; limit: string; used: number; allowed: number };

describe('plan limits (402)', () => {
  it('stops a property past maxProperties', async () => {
    const { cookie, userId } = await signUp(t);
    await t.db.insert(properties).values(Array.from({ length: 50 }, (_, i) => ({ userId, address: `${i} Full St`, currentPrice: 1 })));
    const res = await post(cookie, '/api/properties', { address: 'One too many', currentPrice: 1 });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ limit: 'maxProperties', used: 50, allowed: 50 } satisfies Partial<LimitBody>);
    expect(await t.db.select().from(properties).where(eq(properties.userId, userId))).toHaveLength(50);
  });

  it('stops a watch past propertyAlerts, but lets one be removed', async () => {
    const { cookie, userId } = await signUp(t);
    await t.db
      .insert(properties)
      .values(Array.from({ length: 25 }, (_, i) => ({ userId, address: `${i} Watched St`, currentPrice: 1, isWatched: true })));
    const [extra] = await t.db
      .insert(properties)
      .values({ userId, address: 'Unwatched', currentPrice: 1 })
      .returning({ id: properties.id });
    const res = await post(cookie, `/api/properties/${extra!.id}/watch`, { watched: true });
    expect(res.status).toBe(402);
    expect(((await res.json()) as LimitBody).limit).toBe('propertyAlerts');
    const created = await post(cookie, '/api/properties', { address: 'Watched at birth', currentPrice: 1, isWatched: true });
    expect(created.status).toBe(402);
    const [watched] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId)).limit(1);
    expect((await post(cookie, `/api/properties/${watched!.id}/watch`, { watched: false })).status).toBe(200);
  });

  it('stops a lead past maxLeads', async () => {
    const { cookie, userId } = await signUp(t);
    await t.db.insert(leads).values(Array.from({ length: 25 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    const res = await post(cookie, '/api/leads', { name: 'One too many' });
    expect(res.status).toBe(402);
    expect(((await res.json()) as LimitBody).limit).toBe('maxLeads');
  });

  it('counts property and lead exports together against exportLimit per month', async () => {
    const { cookie, userId } = await signUp(t);
    expect((await post(cookie, '/api/properties/export', {})).status).toBe(200);
    expect((await post(cookie, '/api/leads/export', {})).status).toBe(200);
    const third = await post(cookie, '/api/properties/export', {});
    expect(third.status).toBe(402);
    expect(await third.json()).toMatchObject({ limit: 'exportLimit', used: 2, allowed: 2 });
    expect(await t.db.select().from(csvExports).where(eq(csvExports.userId, userId))).toHaveLength(2);
  });
});
