import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketArea } from '@porchlight/domain/market/market-areas';
import type { MarketOverview, MarketPropertiesResponse } from '@porchlight/domain/market/market-metrics';
import { properties } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

const DAY_MS = 86_400_000;
const isoDaysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const thisMonth = new Date().toISOString().slice(0, 7);

let t: TestApp;
let agent: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

const get = async <T>(cookie: string, path: string) => {
  const res = await t.request(path, authed(cookie));
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  agent = await signUp(t);
  other = await signUp(t);
  type Insert = typeof properties.$inferInsert;
  const add = async (name: string, values: Omit<Insert, 'address'>) => {
    const [row] = await t.db
      .insert(properties)
      .values({ address: name, city: 'Austin', state: 'TX', zipcode: '78701', ...values })
      .returning();
    ids[name] = row!.id;
  };
  // 78701: three on the market, two sold (one with list and sold prices), one pending.
  await add('1 Active St', { userId: agent.userId, status: 'Active', currentPrice: 400_000, sqft: 2000, listingDate: isoDaysAgo(10) });
  await add('2 Active St', {
    userId: agent.userId,
    status: 'price_reduced',
    currentPrice: 600_000,
    listingPrice: 650_000,
    sqft: 2000,
    listingDate: isoDaysAgo(20),
  });
  await add('3 Active St', { userId: agent.userId, status: null, listingPrice: 500_000, daysOnMarket: 45 });
  await add('4 Sold St', {
    userId: agent.userId,
    status: 'Sold',
    currentPrice: 500_000,
    lastSoldPrice: 490_000_00,
    lastSoldDate: isoDaysAgo(0),
  });
  await add('5 Sold St', { userId: agent.userId, status: 'sold', lastSoldPrice: 300_000_00, lastSoldDate: isoDaysAgo(0) });
  await add('6 Pending St', { userId: agent.userId, status: 'Pending', currentPrice: 1_000_000 });
  // Sold long ago: outside the 12-month window.
  await add('7 Old Sale St', {
    userId: agent.userId,
    status: 'Sold',
    currentPrice: 100_000,
    lastSoldPrice: 90_000_00,
    lastSoldDate: '2020-01-15',
  });
  // Another area by city, and another account in the same ZIP.
  await add('8 Elm St', { userId: agent.userId, zipcode: null, city: 'Round  Rock', state: 'TX', status: 'Active', currentPrice: 350_000 });
  await add('9 Theirs St', { userId: other.userId, status: 'Active', currentPrice: 9_000_000, sqft: 1000 });
});

afterAll(async () => {
  await t?.close();
});

describe('market areas', () => {
  it("lists the agent's areas, largest first, by ZIP or by city", async () => {
    const { body } = await get<{ areas: MarketArea[] }>(agent.cookie, '/api/market/areas');
    expect(body.areas).toEqual([
      { key: 'zip:78701', label: '78701 · Austin, TX', properties: 7 },
      { key: 'city:round rock|tx', label: 'Round  Rock, TX', properties: 1 },
    ]);
  });

  it('is empty for an agent with no properties', async () => {
    const fresh = await signUp(t);
    expect((await get<{ areas: MarketArea[] }>(fresh.cookie, '/api/market/areas')).body).toEqual({ areas: [] });
  });
});

describe("an area's figures", () => {
  it('measures the agent’s own properties in the area', async () => {
    const { status, body } = await get<MarketOverview>(agent.cookie, '/api/market?area=zip:78701');
    expect(status).toBe(200);
    expect(body.metrics).toEqual({
      median_list_price: { value: 500_000, count: 3 },
      median_sold_price: { value: 395_000, count: 2 },
      price_per_sqft: { value: 250, count: 2 },
      active_inventory: { value: 3, count: 3 },
      avg_days_on_market: { value: 25, count: 3 },
      list_to_sale_ratio: { value: 0.98, count: 1 },
    });
    expect(body.trends).toHaveLength(12);
    expect(body.trends.at(-1)).toMatchObject({ month: thisMonth, sold: 2, median_sold_price: 395_000, list_to_sale_ratio: 0.98 });
  });

  it('lists the properties behind a number, and behind a trend month', async () => {
    const sold = await get<MarketPropertiesResponse>(agent.cookie, '/api/market/properties?area=zip:78701&metric=median_sold_price');
    expect(sold.body.total).toBe(2);
    expect(sold.body.properties.map((p) => p.id).sort()).toEqual([ids['4 Sold St'], ids['5 Sold St']].sort());
    expect(sold.body.properties.find((p) => p.id === ids['4 Sold St'])).toMatchObject({ sold_price: 490_000, list_price: 500_000 });

    const perSqft = await get<MarketPropertiesResponse>(agent.cookie, '/api/market/properties?area=zip:78701&metric=price_per_sqft');
    expect(perSqft.body.properties.map((p) => p.address)).toEqual(['2 Active St', '1 Active St']);

    const soldThisMonth = await get<MarketPropertiesResponse>(
      agent.cookie,
      `/api/market/properties?area=zip:78701&month=${thisMonth}&kind=sold`,
    );
    expect(soldThisMonth.body.total).toBe(2);
  });

  it('answers 404 for an area the agent has no properties in, and 400 for a bad key or metric', async () => {
    expect((await get(other.cookie, '/api/market?area=city:round%20rock|tx')).status).toBe(404);
    expect((await get(agent.cookie, '/api/market?area=zip:99999')).status).toBe(404);
    const bad = await get(agent.cookie, '/api/market?area=78701');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^area:/);
    const metric = await get(agent.cookie, '/api/market/properties?area=zip:78701&metric=price');
    expect(metric.status).toBe(400);
    expect(metric.body.error).toMatch(/^metric:/);
  });

  it("never counts another account's properties in the same ZIP", async () => {
    const { body } = await get<MarketOverview>(other.cookie, '/api/market?area=zip:78701');
    expect(body.metrics.active_inventory.value).toBe(1);
    expect(body.metrics.median_list_price.value).toBe(9_000_000);
  });
});
