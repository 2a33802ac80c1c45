import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, signUp, type TestApp } from './test-app.ts';

// The features that create notifications, wired in compose.ts, through the real API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Listed = {
  type: string;
  title: string;
  message: string;
  action_url: string | null;
  action_label: string | null;
  metadata: Record<string, unknown>;
};

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function notificationsOf(cookie: string, type: string) {
  // Notifications that follow from domain events are made by jobs: let them run first.
  await t.jobs.drain();
  const body = (await (await t.request('/api/notifications?limit=100', authed(cookie))).json()) as Listed[] | { notifications: Listed[] };
  return (Array.isArray(body) ? body : body.notifications).filter((n) => n.type === type);
}

describe('notifications made by other features', () => {
  it('a lead added through the API: "View lead" to the highlighted lead', async () => {
    const { cookie } = await signUp(t);
    const res = await send(cookie, 'POST', '/api/leads', { name: 'Ann Lee', source: 'Open house' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [note] = await notificationsOf(cookie, 'lead');
    expect(note).toMatchObject({ action_label: 'View lead', action_url: `/leads?id=${id}&highlight=true` });
    expect(note!.message).toContain('Ann Lee');
  });

  it("a watched property's price change, with the amount and change type", async () => {
    const { cookie } = await signUp(t);
    const created = (await (await send(cookie, 'POST', '/api/properties', { address: '12 Elm St', currentPrice: 500000 })).json()) as {
      id: string;
    };
    await send(cookie, 'POST', `/api/properties/${created.id}/watch`, { watched: true });
    expect((await send(cookie, 'PATCH', `/api/properties/${created.id}`, { currentPrice: 480000 })).status).toBe(200);
    const [note] = await notificationsOf(cookie, 'property');
    expect(note!.metadata).toMatchObject({ propertyId: created.id, changeType: 'price', amount: 480000 });
    expect(note!.action_url).toContain(created.id);
  });

  it('a property nobody watches changes quietly', async () => {
    const { cookie } = await signUp(t);
    const created = (await (await send(cookie, 'POST', '/api/properties', { address: '14 Elm St', currentPrice: 500000 })).json()) as {
      id: string;
    };
    await send(cookie, 'PATCH', `/api/properties/${created.id}`, { currentPrice: 450000 });
    expect(await notificationsOf(cookie, 'property')).toEqual([]);
  });
});
