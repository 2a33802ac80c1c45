import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';
import { readEvents } from '../../../test/sse-client.ts';

// Every change to the agent's book reaches their open streams as one dashboard_update, so lists
// and dashboards on their other devices reload (spec 001 §7 message kinds).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, authed(cookie, body === undefined ? { method } : { ...json(body), method }));

describe('dashboard_update', () => {
  it('follows each change to leads and properties with what changed and how many', async () => {
    const agent = await signUp(t);
    const other = await signUp(t);
    const stream = readEvents(await t.request('/api/realtime/events?types=dashboard_update', authed(agent.cookie)));
    const othersStream = readEvents(await t.request('/api/realtime/events?types=dashboard_update', authed(other.cookie)));
    await stream.next('connection');
    await othersStream.next('connection');
    const next = async () => (await stream.next('dashboard_update')).data;

    const lead = (await (await send(agent.cookie, 'POST', '/api/leads', { name: 'Ana Buyer' })).json()) as LeadResponse;
    expect(await next()).toEqual({ entity: 'leads', change: 'created', count: 1 });
    await send(agent.cookie, 'PATCH', `/api/leads/${lead.id}`, { status: 'hot' });
    expect(await next()).toEqual({ entity: 'leads', change: 'updated', count: 1 });
    await send(agent.cookie, 'POST', '/api/leads/bulk-tag', { ids: [lead.id], tag: 'vip' });
    expect(await next()).toEqual({ entity: 'leads', change: 'updated', count: 1 });
    await send(agent.cookie, 'POST', '/api/leads/bulk-delete', { ids: [lead.id] });
    expect(await next()).toEqual({ entity: 'leads', change: 'deleted', count: 1 });

    const property = (await (
      await send(agent.cookie, 'POST', '/api/properties', { address: '1 Main St', currentPrice: 400000 })
    ).json()) as PropertyResponse;
    expect(await next()).toEqual({ entity: 'properties', change: 'created', count: 1 });
    await send(agent.cookie, 'POST', `/api/properties/${property.id}/watch`, { watched: true });
    expect(await next()).toEqual({ entity: 'properties', change: 'updated', count: 1 });
    await send(agent.cookie, 'DELETE', `/api/properties/${property.id}`);
    expect(await next()).toEqual({ entity: 'properties', change: 'deleted', count: 1 });

    const rows = [
      { name: 'Imported One', tags: [] },
      { name: 'Imported Two', tags: [] },
    ];
    expect((await send(agent.cookie, 'POST', '/api/leads/import', { duplicates: 'skip', rows })).status).toBe(200);
    expect(await next()).toEqual({ entity: 'leads', change: 'imported', count: 2 });

    // A bulk action that touched nothing (another agent's ids) says nothing; nor does anything reach the other agent.
    await send(agent.cookie, 'POST', '/api/leads/bulk-delete', { ids: [lead.id] });
    await send(other.cookie, 'GET', '/api/leads');
    await send(agent.cookie, 'POST', '/api/properties', { address: '2 Main St', currentPrice: 1 });
    expect(await next()).toEqual({ entity: 'properties', change: 'created', count: 1 });
    expect(othersStream.received.filter((e) => e.event === 'dashboard_update')).toEqual([]);
    await stream.close();
    await othersStream.close();
  });
});
