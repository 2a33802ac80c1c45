import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/index.ts';
import type { NotificationResponse } from '@porchlight/domain/notifications/notification-schemas';
import { authed, createTestApp, json, signUp, type TestApp } from './test-app.ts';
import { readEvents } from './sse-client.ts';
import { sessionTokenOf } from '../src/lib/session-cache.ts';

// Two app instances on one PostgreSQL server, as behind a load balancer (docs/scaling.md).
// PGlite is one process's embedded database, so this runs when DATABASE_URL names a server.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp({ DEV_MAILBOX: 'true' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('a notification created through instance A reaches an SSE client on instance B', async () => {
    const { userId, cookie } = await signUp(a);
    const stream = readEvents(await b.request('/api/realtime/events?types=notification', authed(cookie)));
    await stream.next('connection');

    // Created over HTTP on A, through the same notify() every feature uses.
    const res = await a.request(
      '/api/dev/notifications',
      authed(cookie, json({ type: 'lead', title: 'From A', message: 'Created on instance A' })),
    );
    expect(res.status).toBe(201);
    const { notification } = (await res.json()) as { notification: NotificationResponse };

    const event = await stream.next('notification');
    expect(event.data).toEqual({ notification_id: notification.id, ...notification });
    expect(b.services.realtime.bus.listenerCount(userId)).toBe(1);
    expect(a.services.realtime.bus.listenerCount(userId)).toBe(0);
    await stream.close();
  });

  it('an event published on B reaches a stream on A too', async () => {
    const { userId, cookie } = await signUp(b);
    const stream = readEvents(await a.request('/api/realtime/events?types=subscription_update', authed(cookie)));
    await stream.next('connection');
    await b.services.realtime.bus.publish(userId, 'subscription_update', {});
    expect(await stream.next('subscription_update')).toEqual({ event: 'subscription_update', data: {} });
    await stream.close();
  });

  it('signing out on A ends the stream the agent has open on B', async () => {
    const { cookie } = await signUp(a);
    const stream = readEvents(await b.request('/api/realtime/events?types=notification', authed(cookie)));
    await stream.next('connection');
    expect((await a.request('/api/auth/sign-out', authed(cookie, json({})))).status).toBe(200);
    expect((await stream.next('session_ended')).data).toEqual({ reason: 'signed_out' });
    expect(await stream.ended()).toBe(true);
  });

  it('a session signed out on A is refused on B within a second, though B had it cached', async () => {
    const { cookie } = await signUp(a);
    expect((await b.request('/api/profile', authed(cookie))).status).toBe(200);
    expect(b.sessionCache.get(sessionTokenOf(cookie)!)).toBeDefined();
    expect((await a.request('/api/auth/sign-out', authed(cookie, json({})))).status).toBe(200);
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status !== 401 && Date.now() < deadline) {
      status = (await b.request('/api/profile', authed(cookie))).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it('the last lead of a plan, asked for on both instances at once, is created once', async () => {
    const { userId, cookie } = await signUp(a);
    await a.db.insert(leads).values(Array.from({ length: 24 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    const create = async (app: TestApp, name: string) => (await app.request('/api/leads', authed(cookie, json({ name })))).status;
    const statuses = await Promise.all([create(a, 'On A'), create(b, 'On B'), create(a, 'Again on A'), create(b, 'Again on B')]);
    expect(statuses.sort()).toEqual([201, 402, 402, 402]);
    expect(await a.db.$count(leads, eq(leads.userId, userId))).toBe(25);
  });

  it('a lead edited through A lists as edited on B at once, though B listed it before', async () => {
    const { cookie } = await signUp(a);
    const created = await a.request('/api/leads', authed(cookie, json({ name: 'Nora Quint' })));
    const { id } = (await created.json()) as { id: string };
    const listedOnB = async () =>
      ((await (await b.request('/api/leads', authed(cookie))).json()) as { leads: { id: string; notes: string | null }[] }).leads;
    expect(await listedOnB()).toMatchObject([{ id, notes: null }]);
    expect((await a.request(`/api/leads/${id}`, authed(cookie, { ...json({ notes: 'Edited on A' }), method: 'PATCH' }))).status).toBe(200);
    expect(await listedOnB()).toMatchObject([{ id, notes: 'Edited on A' }]);
  });
});
