import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_IMPORT_TARGET_FIELDS } from '@porchlight/domain/properties/property-fields';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import { describeEvent } from '@porchlight/domain/events/describe-event';
import { csvExports, events, properties } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { createPropertiesRepository } from './properties.repository.ts';
import { createPropertiesService } from './properties.service.ts';

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
  const res = await send(cookie, 'POST', '/api/properties', body);
  expect(res.status).toBe(201);
  return (await res.json()) as PropertyResponse;
}

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('POST /api/properties', () => {
  it('creates a property with every field and answers it without user_id', async () => {
    const { cookie } = await signUp(t);
    const property = await create(cookie, {
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      currentPrice: '$450,000',
      bedrooms: 3,
      hoaFees: 350.5,
      status: 'Active',
      hasPool: true,
      appliances: ['Range', 'Dishwasher'],
      listingDate: '2025-01-15',
      agentEmail: 'sam@brokerage.com',
    });
    expect(property).toMatchObject({
      address: '12 Oak St',
      currentPrice: 450000,
      hoaFees: 350.5,
      status: 'Active',
      hasPool: true,
      isWatched: false,
      appliances: ['Range', 'Dishwasher'],
      listingDate: '2025-01-15',
    });
    expect(property).not.toHaveProperty('userId');
    const [row] = await t.db.select({ hoaFees: properties.hoaFees }).from(properties).where(eq(properties.id, property.id));
    expect(row!.hoaFees).toBe(35050);
  });

  it.each([
    [{ currentPrice: 1 }, 'address: Address is required'],
    [{ address: '  ', currentPrice: 1 }, 'address: Address is required'],
    [{ address: '1 Elm' }, 'currentPrice: Current price is required'],
    [{ address: '1 Elm', currentPrice: '' }, 'currentPrice: Current price is required'],
    [
      { address: '1 Elm', currentPrice: 1, status: 'Listed' },
      'status: Status must be one of Active, Pending, Sold, Off Market, Price Reduced',
    ],
    [{ address: '1 Elm', currentPrice: 1, userId: 'someone' }, 'Unrecognized key: "userId"'],
    // PostgreSQL has no year 0: these were 500s.
    [{ address: '1 Elm', currentPrice: 1, listingDate: '0000-01-01' }, 'listingDate: Use a date between 1800 and 2200'],
    [{ address: '1 Elm', currentPrice: 1, originalListingDate: '0000-01-01' }, 'originalListingDate: Use a date between 1800 and 2200'],
    [{ address: '1 Elm', currentPrice: 1, lastSoldDate: '0000-01-01' }, 'lastSoldDate: Use a date between 1800 and 2200'],
    [{ address: '1 Elm', currentPrice: 1, openHouseDate: '9999-12-31' }, 'openHouseDate: Use a date between 1800 and 2200'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { cookie } = await signUp(t);
    const res = await send(cookie, 'POST', '/api/properties', body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });

  it('records its creation, with the first price, in the history', async () => {
    const { cookie, userId } = await signUp(t);
    const property = await create(cookie, { address: '5 Pine', currentPrice: 300000 });
    const res = await send(cookie, 'GET', `/api/properties/${property.id}/history`);
    const { events } = (await res.json()) as HistoryResponse;
    expect(events).toEqual([
      expect.objectContaining({
        type: 'property.created',
        subject_type: 'property',
        subject_id: property.id,
        actor_id: userId,
        payload: { address: '5 Pine', price: 300000, status: null },
      }),
    ]);
  });
});

describe('GET /api/properties', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t));
    await create(cookie, {
      address: '1 Alder Rd',
      city: 'Austin',
      currentPrice: 250000,
      bedrooms: 2,
      status: 'Active',
      propertyType: 'condo',
    });
    await create(cookie, { address: '2 Birch Ln', city: 'Dallas', currentPrice: 550000, bedrooms: 4, status: 'Pending', isWatched: true });
    await create(cookie, {
      address: '3 Cedar Ct',
      city: 'Austin',
      currentPrice: 800000,
      bedrooms: 5,
      status: 'off_market',
      mlsNumber: 'MLS-100%',
    });
    // As the CSV import writes it: its own status spelling, a listing date.
    await t.db.insert(properties).values({
      userId: (await t.db.select({ u: properties.userId }).from(properties).limit(1).where(eq(properties.address, '1 Alder Rd')))[0]!.u,
      address: '4 Dogwood Dr',
      currentPrice: 100000,
      status: 'off_market',
      listingDate: '2020-01-01',
    });
  });

  const list = async (query: string) => {
    const res = await send(cookie, 'GET', `/api/properties${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PropertyListResponse;
  };
  const addresses = (r: PropertyListResponse) => r.properties.map((p) => p.address);

  it.each([
    ['', ['4 Dogwood Dr', '3 Cedar Ct', '2 Birch Ln', '1 Alder Rd']],
    ['?sort=currentPrice&dir=asc', ['4 Dogwood Dr', '1 Alder Rd', '2 Birch Ln', '3 Cedar Ct']],
    ['?sort=address', ['1 Alder Rd', '2 Birch Ln', '3 Cedar Ct', '4 Dogwood Dr']],
    ['?search=austin&sort=address', ['1 Alder Rd', '3 Cedar Ct']],
    ['?search=100%25', ['3 Cedar Ct']],
    ['?search=austin%20cedar', ['3 Cedar Ct']],
    ['?search=D%C3%A1llas', ['2 Birch Ln']],
    ['?status=Off%20Market&sort=address', ['3 Cedar Ct', '4 Dogwood Dr']],
    ['?minPrice=200000&maxPrice=600000&sort=address', ['1 Alder Rd', '2 Birch Ln']],
    ['?minBeds=4&sort=address', ['2 Birch Ln', '3 Cedar Ct']],
    ['?watched=true', ['2 Birch Ln']],
    ['?type=CONDO', ['1 Alder Rd']],
  ])('%s', async (query, expected) => {
    expect(addresses(await list(query))).toEqual(expected);
  });

  it('sorts by days on market counted from the listing date, unknown last', async () => {
    const result = await list('?sort=daysOnMarket');
    expect(addresses(result)[0]).toBe('4 Dogwood Dr');
    expect(addresses(await list('?sort=daysOnMarket&dir=asc'))[0]).toBe('4 Dogwood Dr');
  });

  it('pages with a total', async () => {
    const first = await list('?sort=address&limit=3');
    const second = await list('?sort=address&limit=3&page=2');
    expect(first.total).toBe(4);
    expect(addresses(first)).toEqual(['1 Alder Rd', '2 Birch Ln', '3 Cedar Ct']);
    expect(addresses(second)).toEqual(['4 Dogwood Dr']);
  });

  it.each([
    ['?limit=501', 'limit: limit must be at most 500'],
    [
      '?sort=user_id',
      'sort: sort must be one of createdAt, updatedAt, address, currentPrice, bedrooms, bathrooms, sqft, status, daysOnMarket, agentName',
    ],
    ['?minPrice=cheap', 'minPrice: minPrice must be a whole number'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const res = await send(cookie, 'GET', `/api/properties${query}`);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });

  it('shows another agent none of them', async () => {
    const other = await signUp(t);
    const res = await send(other.cookie, 'GET', '/api/properties');
    expect(((await res.json()) as PropertyListResponse).total).toBe(0);
  });
});

describe('GET /api/properties order of rows added together', () => {
  it('lists the rows of one insert (an import) in the order they were added, not by random id', async () => {
    const { cookie, userId } = await signUp(t);
    const addresses = ['1 First St', '2 Second St', '3 Third St', '4 Fourth St', '5 Fifth St'];
    await t.db.insert(properties).values(addresses.map((address) => ({ userId, address, city: 'Kyle' })));
    const list = async (query: string) =>
      ((await (await send(cookie, 'GET', `/api/properties${query}`)).json()) as PropertyListResponse).properties.map((p) => p.address);
    expect(await list('')).toEqual([...addresses].reverse());
    expect(await list('?dir=asc')).toEqual(addresses);
  });
});

describe('GET /api/properties totals of a large book', () => {
  it('counts a search up to the thousand past its page, the whole book and the public API exactly', async () => {
    const { cookie, userId } = await signUp(t);
    await t.db.insert(properties).values(Array.from({ length: 1001 }, (_, i) => ({ userId, address: `${i + 1} Quail Run`, city: 'Kyle' })));
    await t.db.insert(properties).values({ userId, address: '9 Other St', city: 'Kyle', agentName: 'Zoë Ruiz' });
    const page = async (query: string) => (await (await send(cookie, 'GET', `/api/properties${query}`)).json()) as PropertyListResponse;
    expect(await page('?search=quail')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await page('?search=quail&page=21')).toMatchObject({ total: 1001, totalCapped: false });
    expect(await page('')).toMatchObject({ total: 1002, totalCapped: false });
    const exact = await createPropertiesRepository(t.db, t.eventLog).list(
      userId,
      { search: 'quail', sort: 'createdAt', page: 1, limit: 50 },
      { exactTotal: true },
    );
    expect(exact).toMatchObject({ total: 1001, totalCapped: false });
    const [found] = (await page('?search=zoe%20ruiz')).properties;
    expect(found).toMatchObject({ address: '9 Other St' });
    expect(found).not.toHaveProperty('searchText');
  });
});

describe('PATCH /api/properties/:id', () => {
  it('updates fields, clears with null, and records price and status changes', async () => {
    const { cookie } = await signUp(t);
    const property = await create(cookie, { address: '7 Fir', currentPrice: 400000, status: 'Active', city: 'Austin' });
    const res = await send(cookie, 'PATCH', `/api/properties/${property.id}`, {
      currentPrice: 380000,
      status: 'Price Reduced',
      city: null,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ currentPrice: 380000, status: 'Price Reduced', city: null, address: '7 Fir' });
    const history = (await (await send(cookie, 'GET', `/api/properties/${property.id}/history`)).json()) as HistoryResponse;
    expect(history.events.map((e) => [e.type, e.payload.from ?? null, e.payload.to ?? e.payload.price])).toEqual([
      ['property.status_changed', 'Active', 'Price Reduced'],
      ['property.price_changed', 400000, 380000],
      ['property.created', null, 400000],
    ]);
    expect(history.events.map(describeEvent)).toEqual([
      'Status changed from Active to Price Reduced',
      'Price reduced from $400,000 to $380,000',
      'Listed at $400,000',
    ]);
  });

  it('pages its history newest first, events of one save included', async () => {
    const { cookie } = await signUp(t);
    const property = await create(cookie, { address: '9 Fir', currentPrice: 100000, status: 'Active' });
    for (const [price, status] of [
      [110000, 'Pending'],
      [120000, 'Active'],
      [130000, 'Sold'],
    ] as const) {
      await send(cookie, 'PATCH', `/api/properties/${property.id}`, { currentPrice: price, status });
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?limit=2&before=${encodeURIComponent(before)}` : '?limit=2';
      const page = (await (await send(cookie, 'GET', `/api/properties/${property.id}/history${query}`)).json()) as HistoryResponse;
      expect(page.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.events.map((e) => e.id));
      before = page.next_before;
    } while (before);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const bad = await send(cookie, 'GET', `/api/properties/${property.id}/history?before=yesterday`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('before: must be the next_before of the previous page');
  });

  it('records nothing when the price is sent unchanged', async () => {
    const { cookie } = await signUp(t);
    const property = await create(cookie, { address: '8 Fir', currentPrice: 400000 });
    await send(cookie, 'PATCH', `/api/properties/${property.id}`, { currentPrice: '400,000', bedrooms: 3 });
    const history = (await (await send(cookie, 'GET', `/api/properties/${property.id}/history`)).json()) as HistoryResponse;
    expect(history.events.map((e) => e.type)).toEqual(['property.created']);
  });

  it.each([
    [{ address: '' }, 'address: Address is required'],
    [{ currentPrice: null }, 'currentPrice: Current price is required'],
    [{ status: 'Gone' }, 'status: Status must be one of Active, Pending, Sold, Off Market, Price Reduced'],
  ])('refuses %j', async (body, message) => {
    const { cookie } = await signUp(t);
    const property = await create(cookie, { address: '9 Fir', currentPrice: 1 });
    const res = await send(cookie, 'PATCH', `/api/properties/${property.id}`, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });
});

describe('watch, delete and scoping', () => {
  it('toggles the watch, or sets it explicitly', async () => {
    const { cookie } = await signUp(t);
    const property = await create(cookie, { address: '10 Gum', currentPrice: 1 });
    const on = (await (await send(cookie, 'POST', `/api/properties/${property.id}/watch`, {})).json()) as PropertyResponse;
    expect(on.isWatched).toBe(true);
    const stillOn = (await (
      await send(cookie, 'POST', `/api/properties/${property.id}/watch`, { watched: true })
    ).json()) as PropertyResponse;
    expect(stillOn.isWatched).toBe(true);
    const off = (await (await send(cookie, 'POST', `/api/properties/${property.id}/watch`, {})).json()) as PropertyResponse;
    expect(off.isWatched).toBe(false);
  });

  it('deletes one, and several at once', async () => {
    const { cookie } = await signUp(t);
    const a = await create(cookie, { address: 'A', currentPrice: 1 });
    const b = await create(cookie, { address: 'B', currentPrice: 1 });
    const c = await create(cookie, { address: 'C', currentPrice: 1 });
    expect((await send(cookie, 'DELETE', `/api/properties/${a.id}`)).status).toBe(204);
    expect((await send(cookie, 'GET', `/api/properties/${a.id}`)).status).toBe(404);
    const res = await send(cookie, 'POST', '/api/properties/bulk-delete', { ids: [b.id, c.id, b.id] });
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(((await (await send(cookie, 'GET', '/api/properties')).json()) as PropertyListResponse).total).toBe(0);
  });

  it("answers 404 for another agent's property on every route and leaves it alone", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const property = await create(owner.cookie, { address: 'Mine', currentPrice: 1 });
    for (const [method, path, body] of [
      ['GET', `/api/properties/${property.id}`],
      ['PATCH', `/api/properties/${property.id}`, { address: 'Stolen' }],
      ['DELETE', `/api/properties/${property.id}`],
      ['POST', `/api/properties/${property.id}/watch`, {}],
      ['GET', `/api/properties/${property.id}/history`],
      ['GET', '/api/properties/not-a-uuid'],
    ] as const) {
      const res = await send(other.cookie, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(res)).toBe('Property not found');
    }
    expect(await (await send(other.cookie, 'POST', '/api/properties/bulk-delete', { ids: [property.id] })).json()).toEqual({ deleted: 0 });
    expect(await (await send(owner.cookie, 'GET', `/api/properties/${property.id}`)).json()).toMatchObject({
      address: 'Mine',
      isWatched: false,
    });
  });
});

describe('POST /api/properties/export', () => {
  it('exports the filtered list with the import target headers, neutralised, and records the export', async () => {
    const { cookie, userId } = await signUp(t);
    await create(cookie, { address: '=HYPERLINK("http://evil")', city: 'Austin', currentPrice: 500000, hoaFees: 99.5, hasPool: true });
    await create(cookie, { address: '2 Safe St, Unit 4', city: 'Dallas', currentPrice: 300000 });
    const res = await send(cookie, 'POST', '/api/properties/export', { search: 'austin' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="properties-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe([...PROPERTY_IMPORT_TARGET_FIELDS, 'source_codes'].join(','));
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",Austin,,,500000,/);
    expect(lines[1]).toContain(',99.50,');
    expect(lines).toHaveLength(3);
    const rows = await t.db.select().from(csvExports).where(eq(csvExports.userId, userId));
    expect(rows).toEqual([expect.objectContaining({ entity: 'properties', rowCount: 1 })]);
  });
});

describe('codes an import decoded (issue 50)', () => {
  it('are answered with the property, exported, and dropped field by field when the agent changes that value', async () => {
    const { cookie } = await signUp(t);
    const made = await create(cookie, { address: '7 Code Ct', city: 'Austin', currentPrice: 400000, status: 'Active', hasPool: true });
    expect(made.sourceCodes).toEqual({});
    await t.db
      .update(properties)
      .set({ sourceCodes: { status: 'A', has_pool: 'Y', property_type: 'SF' }, propertyType: 'single_family' })
      .where(eq(properties.id, made.id));
    const read = async () => ((await (await send(cookie, 'GET', `/api/properties/${made.id}`)).json()) as PropertyResponse).sourceCodes;
    expect(await read()).toEqual({ status: 'A', has_pool: 'Y', property_type: 'SF' });

    const exported = (await (await send(cookie, 'POST', '/api/properties/export', {})).text()).split('\r\n');
    expect(exported[1]).toMatch(/,"?status=A; has_pool=Y; property_type=SF"?$/);

    // The same values sent again (a form saves every field) keep their codes; a changed one loses its own.
    expect(
      (await send(cookie, 'PATCH', `/api/properties/${made.id}`, { status: 'Active', hasPool: true, city: 'Round Rock' })).status,
    ).toBe(200);
    expect(await read()).toEqual({ status: 'A', has_pool: 'Y', property_type: 'SF' });
    expect((await send(cookie, 'PATCH', `/api/properties/${made.id}`, { status: 'Sold', hasPool: true })).status).toBe(200);
    expect(await read()).toEqual({ has_pool: 'Y', property_type: 'SF' });
    expect((await send(cookie, 'PATCH', `/api/properties/${made.id}`, { hasPool: false, propertyType: 'condo' })).status).toBe(200);
    expect(await read()).toEqual({});
  });
});

describe('service hooks and limits', () => {
  const limitReached = (feature: string) => new HttpError(402, `You have reached your plan's ${feature} limit`, { limit: feature });

  it('marks price and status events of a watched property as watched (they alert the agent), and no others', async () => {
    const { userId, cookie } = await signUp(t);
    const service = createPropertiesService(createPropertiesRepository(t.db, t.eventLog), {
      withinLimit: (_u, _feature, write) => write(),
    });
    const watched = await create(cookie, { address: 'Watched', currentPrice: 500000, status: 'Active', isWatched: true });
    const unwatched = await create(cookie, { address: 'Unwatched', currentPrice: 500000 });
    await service.update(userId, watched.id, { currentPrice: 480000, status: 'Price Reduced' });
    await service.update(userId, watched.id, { city: 'Austin' });
    await service.update(userId, unwatched.id, { currentPrice: 1 });
    const changes = await t.db
      .select({ subjectId: events.subjectId, type: events.type, payload: events.payload })
      .from(events)
      .where(and(eq(events.accountId, userId), inArray(events.type, ['property.price_changed', 'property.status_changed'])))
      .orderBy(events.seq);
    expect(changes).toEqual([
      { subjectId: watched.id, type: 'property.price_changed', payload: { address: 'Watched', from: 500000, to: 480000, watched: true } },
      {
        subjectId: watched.id,
        type: 'property.status_changed',
        payload: { address: 'Watched', from: 'Active', to: 'Price Reduced', watched: true },
      },
      { subjectId: unwatched.id, type: 'property.price_changed', payload: { address: 'Unwatched', from: 500000, to: 1, watched: false } },
    ]);
  });

  it('asks the limit guard before creating, watching and exporting, and stops at a 402', async () => {
    const { userId } = await signUp(t);
    const asked: string[] = [];
    let full = new Set<string>();
    const service = createPropertiesService(createPropertiesRepository(t.db, t.eventLog), {
      withinLimit: async (_u, spent, write) => {
        const features = typeof spent === 'string' ? [spent] : [...spent];
        asked.push(features.join('+'));
        const over = features.find((feature) => full.has(feature));
        if (over) throw limitReached(over);
        return write();
      },
    });
    const property = await service.create(userId, { address: 'One', currentPrice: 1 });
    await service.watch(userId, property.id, true);
    await service.exportCsv(userId, { sort: 'createdAt' });
    await service.remove(userId, (await service.create(userId, { address: 'Watched', currentPrice: 1, isWatched: true })).id);
    expect(asked).toEqual(['maxProperties', 'propertyAlerts', 'exportLimit', 'maxProperties+propertyAlerts']);

    full = new Set(['maxProperties', 'propertyAlerts', 'exportLimit']);
    await expect(service.create(userId, { address: 'Two', currentPrice: 1 })).rejects.toMatchObject({ status: 402 });
    await service.watch(userId, property.id, false);
    await expect(service.watch(userId, property.id, true)).rejects.toMatchObject({ status: 402 });
    await expect(service.exportCsv(userId, { sort: 'createdAt' })).rejects.toMatchObject({ status: 402 });
    const rows = await t.db.select().from(properties).where(eq(properties.userId, userId));
    expect(rows.map((r) => [r.address, r.isWatched])).toEqual([['One', false]]);
    expect(await t.db.select().from(csvExports).where(eq(csvExports.userId, userId))).toHaveLength(1);
  });
});
