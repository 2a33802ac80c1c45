import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsage, leads, properties } from '../../db/schema/index.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { keyFor, v1Caller } from '../../../test/v1-test-support.ts';

// The browser extension's device key (decision 063): an API key of scope "extension", made in
// Settings on any plan, opening only the calls the extension makes, never counted in the month's
// API calls; saving through it counts against the plan's property and lead limits all the same.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const v1 = (key: string, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}) =>
  v1Caller(t)(key, method, path, payload, headers);
const listing = {
  address: '19 Cobble Lane',
  city: 'Hartwell Springs',
  state: 'NC',
  zipcode: '27999',
  currentPrice: 318900,
  mlsNumber: 'NC-554120',
  bedrooms: 3,
  listingUrl: 'https://lindenfield.example/listings/19-cobble-lane',
  images: ['https://photos.example.com/br/cobble-lane.jpg'],
};

describe('device keys', () => {
  it('are made on a plan without API access, listed with the API keys, and say whose they are', async () => {
    const trial = await messagingAgent(t, { plan: 'trial' });
    expect((await trial.post('/api/settings/api-keys', { name: 'Zapier', scope: 'read_write' })).status).toBe(402);
    const key = await keyFor(trial, 'extension');
    const me = await v1(key, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      key: { name: 'Chrome on my laptop', scope: 'extension' },
      agent: { name: 'Dana Agent', email: expect.stringContaining('@') },
    });
    const overview = await body(trial.call('/api/settings/api-keys'));
    expect(overview).toMatchObject({
      apiAccess: false,
      keys: [{ name: 'Chrome on my laptop', scope: 'extension', lastUsedAt: expect.any(String) }],
    });
  });

  it("open only the extension's calls, which are not counted in the month's API calls", async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent, 'extension');
    for (const [method, path] of [
      ['GET', '/properties'],
      ['POST', '/properties'],
      ['GET', '/webhooks'],
      ['DELETE', `/leads/${crypto.randomUUID()}`],
    ] as const) {
      const res = await v1(key, method, path, method === 'POST' ? { address: '1 Main St', currentPrice: 1 } : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('browser extension key') } });
    }
    expect((await v1(key, 'GET', '/leads?search=ana')).status).toBe(200);
    expect(await t.db.select().from(apiUsage).where(eq(apiUsage.userId, agent.userId))).toEqual([]);
    expect((await body(agent.call('/api/settings/api-keys'))).usage.calls).toBe(0);
  });

  it('save a listing, then update the property with the same MLS number or address rather than make another', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent, 'extension');
    const first = await v1(key, 'POST', '/properties/listing', listing);
    expect(first.status).toBe(201);
    const { property } = await body(first);
    expect(property).toMatchObject({
      address: '19 Cobble Lane',
      currentPrice: 318900,
      listingUrl: listing.listingUrl,
      images: listing.images,
    });

    // The agent noted the status by hand; a new reading of the page keeps it and moves the price.
    expect(
      (
        await agent.call(`/api/properties/${property.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'Active' }),
        })
      ).status,
    ).toBe(200);
    const again = await v1(key, 'POST', '/properties/listing', { ...listing, currentPrice: 309900, address: '19 Cobble Ln' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'updated', property: { id: property.id, currentPrice: 309900, status: 'Active' } });

    // No MLS number on a brokerage's page: the same address (spelt differently) is the same property.
    const byAddress = await v1(key, 'POST', '/properties/listing', {
      address: '19 Cobble Lane',
      city: 'hartwell springs',
      state: 'North Carolina',
      currentPrice: 305000,
    });
    expect(byAddress.status).toBe(200);
    expect((await body(byAddress)).property.id).toBe(property.id);
    expect(await t.db.select({ id: properties.id }).from(properties).where(eq(properties.userId, agent.userId))).toHaveLength(1);

    // Another agent's property at the same address is not this one.
    const other = await keyFor(await messagingAgent(t), 'extension');
    expect((await v1(other, 'POST', '/properties/listing', listing)).status).toBe(201);
  });

  it('answer 400 naming the field, and 402 past the property and lead limits', async () => {
    const trial = await messagingAgent(t, { plan: 'trial' });
    const key = await keyFor(trial, 'extension');
    const invalid = await v1(key, 'POST', '/properties/listing', { ...listing, currentPrice: undefined });
    expect(invalid.status).toBe(400);
    expect((await body(invalid)).error).toMatchObject({ field: 'currentPrice' });

    expect((await v1(key, 'POST', '/properties/listing', listing)).status).toBe(201);
    await t.db
      .insert(properties)
      .values(Array.from({ length: 49 }, (_, i) => ({ userId: trial.userId, address: `${i} Full St`, currentPrice: 1 })));
    const full = await v1(key, 'POST', '/properties/listing', { ...listing, address: '20 Cobble Lane', mlsNumber: 'NC-554121' });
    expect(full.status).toBe(402);
    expect(await full.json()).toMatchObject({ error: { code: 'limit_reached', limit: 'maxProperties' } });
    // Saving again a listing the agent has is no new property.
    expect((await v1(key, 'POST', '/properties/listing', { ...listing, currentPrice: 299000 })).status).toBe(200);

    await t.db.insert(leads).values(Array.from({ length: 25 }, (_, i) => ({ userId: trial.userId, name: `Lead ${i}` })));
    const held = await v1(key, 'POST', '/leads', {
      name: 'Priya Castellane',
      email: 'priya@mail.example.net',
      source: 'Browser extension (mail.example.net)',
    });
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ outcome: 'held', lead: null });
  });

  it('link a lead to a saved listing (404 for a lead of another account) and stop working once revoked', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent, 'extension');
    const lead = await agent.lead({ name: 'Ana Lopez', email: 'ana@example.com' });
    const { property } = await body(v1(key, 'POST', '/properties/listing', listing));
    const link = await v1(key, 'POST', '/lead-properties', { leadId: lead.id, propertyId: property.id, kind: 'interested' });
    expect(link.status).toBe(201);
    expect(await link.json()).toMatchObject({ kind: 'interested', leadId: lead.id, propertyId: property.id });
    const stranger = await (await messagingAgent(t)).lead({ name: 'Not yours' });
    expect((await v1(key, 'POST', '/lead-properties', { leadId: stranger.id, propertyId: property.id, kind: 'interested' })).status).toBe(
      404,
    );

    const [saved] = (await body(agent.call('/api/settings/api-keys'))).keys;
    expect((await agent.call(`/api/settings/api-keys/${saved.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await v1(key, 'GET', '/me')).status).toBe(401);
  });

  it("answer the extension's own origin across CORS", async () => {
    const res = await t.request('/api/v1/properties/listing', {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
