import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadCreatedNotification, propertyChangedNotification } from '@porchlight/domain/notifications/notification-builders';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@porchlight/domain/notifications/notification-preferences';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { jobs as jobsTable, pushSubscriptions } from '../../db/schema/index.ts';
import webpush from 'web-push';
import { createLogger } from '../../lib/logger.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createWebPushSender } from '../../providers/push/web-push-sender.ts';
import { ENDPOINT_REFUSED, TEST_NOT_DELIVERED } from './push.service.ts';
import { loadVapidKeys } from './vapid-keys.ts';
import { createVapidKeysRepository } from './vapid-keys.repository.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';
import { startPushPeer, type PeerDevice } from '../../../test/push-peer.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startPushPeer>>;
/** The app's VAPID pair, as the database keeps it. */
const vapidKeysOf = (app: TestApp) =>
  loadVapidKeys({
    repo: createVapidKeysRepository(app.db),
    box: createSecretBox(app.config.appSecret, 'vapid-private-key'),
    configured: undefined,
    dataDir: app.config.dataDir,
    logger: createLogger('silent'),
  });
/** Tests run outside production: plain http and loopback push services are allowed. */
const TEST_POLICY = { allowHttp: true, allowPrivate: true };
beforeAll(async () => {
  t = await createTestApp();
  peer = await startPushPeer({ serverPublicKey: t.services.push.publicKey().public_key });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
afterEach(() => expect(peer.problems).toEqual([]));

const subscribe = (
  cookie: string,
  device: Pick<PeerDevice, 'endpoint' | 'keys'> | Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.request('/api/push/subscriptions', authed(cookie, json(device, headers)));
const listDevices = async (cookie: string) => {
  const res = await t.request('/api/push/subscriptions', authed(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as { subscriptions: PushSubscriptionResponse[] }).subscriptions;
};
async function subscribed(cookie: string) {
  const device = peer.device();
  const res = await subscribe(
    cookie,
    { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
    { 'user-agent': ANDROID_CHROME },
  );
  expect(res.status).toBe(201);
  const { subscription } = (await res.json()) as { subscription: PushSubscriptionResponse };
  return { device, id: subscription.id };
}
const savePreferences = (cookie: string, preferences: NotificationPreferences) =>
  t.request(
    '/api/settings/notifications',
    authed(cookie, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preferences, time_zone: 'UTC' }),
    }),
  );
/** A quiet-hours window covering the whole day but the minute after next: now is inside it. */
function quietNow(): NotificationPreferences['quietHours'] {
  const at = (offset: number) => {
    const d = new Date(Date.now() + offset * 60_000);
    return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  };
  return { enabled: true, start: at(3), end: at(2) };
}

describe('GET /api/push/public-key', () => {
  it('gives the VAPID public key browsers subscribe with, to a signed-in agent only', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('/api/push/public-key', authed(cookie));
    expect(await res.json()).toEqual({ public_key: (await vapidKeysOf(t)).publicKey });
    expect((await t.request('/api/push/public-key')).status).toBe(401);
  });
});

describe("the agent's devices", () => {
  it('subscribe, list (named from the browser, never with keys), and subscribe again without a second row', async () => {
    const { cookie } = await signUp(t);
    const device = peer.device();
    const first = await subscribe(cookie, { ...device, received: undefined }, { 'user-agent': ANDROID_CHROME });
    expect(first.status).toBe(201);
    const again = await subscribe(cookie, { endpoint: device.endpoint, keys: device.keys, label: 'My phone' });
    expect(again.status).toBe(201);
    const list = await listDevices(cookie);
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!).sort()).toEqual(['created_at', 'endpoint', 'id', 'label', 'last_success_at', 'service']);
    expect(list[0]).toMatchObject({
      label: 'My phone',
      endpoint: device.endpoint,
      service: new URL(peer.origin).host,
      last_success_at: null,
    });
  });

  it('are labelled from the User-Agent when no label is sent', async () => {
    const { cookie } = await signUp(t);
    await subscribed(cookie);
    expect((await listDevices(cookie))[0]!.label).toBe('Mobile Chrome on Android');
  });

  it.each([
    [{ keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }, 'endpoint'],
    [{ endpoint: 'http://push.example.com/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }, 'endpoint'],
    [{ endpoint: 'https://push.example.com/x', keys: { auth: 'A'.repeat(22) } }, 'keys.p256dh'],
    [{ endpoint: 'https://push.example.com/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: '' } }, 'keys.auth'],
    [{ endpoint: 'https://push.example.com/x' }, 'keys'],
  ])('refuse %j with 400 naming %s', async (body, field) => {
    const { cookie } = await signUp(t);
    const res = await subscribe(cookie, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(`^${field.replace('.', '\\.')}:`));
  });

  it("another agent's device is 404 to remove or test, and stays", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { id } = await subscribed(owner.cookie);
    expect((await t.request(`/api/push/subscriptions/${id}`, authed(other.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect((await t.request(`/api/push/subscriptions/${id}/test`, authed(other.cookie, { method: 'POST' }))).status).toBe(404);
    expect((await t.request('/api/push/subscriptions/not-a-uuid', authed(other.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect(await listDevices(other.cookie)).toEqual([]);
    expect(await listDevices(owner.cookie)).toHaveLength(1);
  });

  it('are removed by their agent', async () => {
    const { cookie } = await signUp(t);
    const { id } = await subscribed(cookie);
    expect((await t.request(`/api/push/subscriptions/${id}`, authed(cookie, { method: 'DELETE' }))).status).toBe(200);
    expect(await listDevices(cookie)).toEqual([]);
    expect((await t.request(`/api/push/subscriptions/${id}`, authed(cookie, { method: 'DELETE' }))).status).toBe(404);
  });

  it('get a test push at once, VAPID-signed and encrypted to the device, which notes the success', async () => {
    const { cookie } = await signUp(t);
    const { device, id } = await subscribed(cookie);
    const res = await t.request(`/api/push/subscriptions/${id}/test`, authed(cookie, { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(device.received.map((r) => r.payload)).toEqual([
      {
        title: 'Porchlight test',
        body: 'Notifications reach this device. New leads will show up here.',
        url: '/settings?tab=notifications',
        tag: `test-${id}`,
        notificationId: null,
      },
    ]);
    expect((await listDevices(cookie))[0]!.last_success_at).not.toBeNull();
  });

  // The endpoint is an address the agent chose: a test says delivered or not, never what answered.
  it.each([
    ['dropped by its browser (410)', 410],
    ['unknown to the push service (404)', 404],
    ['refused (400)', 400],
    ['down (503)', 503],
  ])(
    'a test to a device whose push service answers %s says only that it was not delivered, and keeps the device',
    async (_label, status) => {
      const { cookie } = await signUp(t);
      const { device, id } = await subscribed(cookie);
      device.answer = status;
      const res = await t.request(`/api/push/subscriptions/${id}/test`, authed(cookie, { method: 'POST' }));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: TEST_NOT_DELIVERED });
      expect((await listDevices(cookie)).map((d) => d.id)).toEqual([id]);
    },
  );

  it('a test to a push service that does not answer says the same', async () => {
    const { cookie } = await signUp(t);
    const { device, id } = await subscribed(cookie);
    await t.db
      .update(pushSubscriptions)
      .set({ endpoint: device.endpoint.replace(/:\d+\//, ':9/') })
      .where(eq(pushSubscriptions.id, id));
    const res = await t.request(`/api/push/subscriptions/${id}/test`, authed(cookie, { method: 'POST' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: TEST_NOT_DELIVERED });
  });
});

describe('in production (issue 44): push services are https on public addresses', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod?.close());
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

  it.each([
    ['plain http on loopback, any port and path', () => peer.device().endpoint],
    ['https to the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['https to a private address', () => 'https://10.0.0.5/push/x'],
    ['https to IPv4-mapped loopback', () => 'https://[::ffff:127.0.0.1]:8443/push/x'],
    ['https to NAT64 of loopback', () => 'https://[64:ff9b::7f00:1]/push/x'],
    ['https to a name for loopback', () => 'https://localhost/push/x'],
  ])('refuses %s with 400 naming endpoint, and keeps nothing', async (_label, endpoint) => {
    const { cookie } = await signUp(prod);
    const res = await prod.request('/api/push/subscriptions', authed(cookie, json({ endpoint: endpoint(), keys })));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: ENDPOINT_REFUSED });
    expect((await (await prod.request('/api/push/subscriptions', authed(cookie))).json()) as unknown).toEqual({ subscriptions: [] });
  });

  it('a device kept before with a loopback endpoint is checked again at send time: nothing reaches it', async () => {
    const { cookie, userId } = await signUp(prod);
    const device = peer.device();
    const [row] = await prod.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, label: 'Old phone' })
      .returning({ id: pushSubscriptions.id });
    const res = await prod.request(`/api/push/subscriptions/${row!.id}/test`, authed(cookie, { method: 'POST' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: TEST_NOT_DELIVERED });
    const n = await prod.services.notifications.notify(userId, { type: 'system', title: 'Hello', message: 'x' }, { dedupeKey: 'no-alert' });
    // Refused for good: no retries against it.
    expect(await prod.services.push.deliverToDevice(userId, n.id, row!.id)).toBe('refused');
    expect(device.received).toEqual([]);
  });
});

describe('the loopback push service', () => {
  it('refuses what a real one would: a JWT signed with another key, or a body encrypted to another device', async () => {
    const device = peer.device();
    const stranger = webpush.generateVAPIDKeys();
    const wrongKey = createWebPushSender({ ...stranger, subject: 'mailto:ops@example.com' }, TEST_POLICY);
    expect(await wrongKey.send({ endpoint: device.endpoint, ...device.keys }, '{}', { ttlSeconds: 60, urgency: 'normal' })).toMatchObject({
      outcome: 'refused',
      status: 400,
    });
    expect(peer.problems.splice(0)).toEqual(['k is not the server public key']);
    const other = peer.device();
    const sender = createWebPushSender({ ...(await vapidKeysOf(t)), subject: 'mailto:ops@example.com' }, TEST_POLICY);
    expect(await sender.send({ endpoint: device.endpoint, ...other.keys }, '{}', { ttlSeconds: 60, urgency: 'normal' })).toMatchObject({
      outcome: 'refused',
    });
    expect(peer.problems.splice(0)).toEqual([expect.stringContaining('cannot decrypt')]);
    expect(device.received).toEqual([]);
  });
});

describe('notifications pushed to devices', () => {
  const pushJobsFor = (userId: string) =>
    t.db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(and(eq(jobsTable.accountId, userId), like(jobsTable.queue, '%notifications.push')));

  it('a new lead reaches every device, as a job, with its push text and deep link', async () => {
    const { userId, cookie } = await signUp(t);
    const phone = await subscribed(cookie);
    const laptop = await subscribed(cookie);
    const n = await t.services.notifications.notify(
      userId,
      leadCreatedNotification({ id: 'lead-42', name: 'Ana Buyer', source: 'Zillow', propertyAddress: '12 Oak St' }),
    );
    await t.jobs.drain();
    for (const device of [phone.device, laptop.device]) {
      expect(device.received).toHaveLength(1);
      expect(device.received[0]).toMatchObject({
        payload: {
          title: 'New lead: Ana Buyer',
          body: 'Zillow, asked about 12 Oak St',
          url: '/leads?id=lead-42&highlight=true',
          tag: n.id,
          notificationId: n.id,
        },
        ttl: '86400',
        urgency: 'normal',
      });
    }
    // One job per device, each unique: a rerun of the alert job queues nothing more.
    expect(await pushJobsFor(userId)).toHaveLength(2);
    await t.services.notifications.deliverAlert(userId, n.id);
    await t.jobs.drain();
    expect(await pushJobsFor(userId)).toHaveLength(2);
    expect(phone.device.received).toHaveLength(1);
    expect((await listDevices(cookie)).every((d) => d.last_success_at !== null)).toBe(true);
  });

  it('a lead added through the API reaches the device: event, notification, alert job, push job', async () => {
    const { cookie } = await signUp(t);
    const { device } = await subscribed(cookie);
    const res = await t.request('/api/leads', authed(cookie, json({ name: 'Carla Ruiz', source: 'Website form' })));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await t.jobs.drain();
    expect(device.received.map((r) => r.payload)).toEqual([
      expect.objectContaining({ title: 'New lead: Carla Ruiz', body: 'Website form', url: `/leads?id=${id}&highlight=true` }),
    ]);
  });

  it('an expired subscription (410 from the push service) is deleted; the other devices still get it', async () => {
    const { userId, cookie } = await signUp(t);
    const gone = await subscribed(cookie);
    const kept = await subscribed(cookie);
    gone.device.answer = 410;
    await t.services.notifications.notify(userId, { type: 'system', title: 'Hello', message: 'x' });
    await t.jobs.drain();
    expect((await listDevices(cookie)).map((d) => d.id)).toEqual([kept.id]);
    expect(kept.device.received.map((r) => (r.payload as { title: string }).title)).toEqual(['Hello']);
  });

  it('a push service that is down makes the device job fail, so the queue tries it again', async () => {
    const { userId, cookie } = await signUp(t);
    const { device, id } = await subscribed(cookie);
    device.answer = 503;
    const n = await t.services.notifications.notify(userId, { type: 'system', title: 'Later', message: 'x' }, { dedupeKey: 'no-alert' });
    await expect(t.services.push.deliverToDevice(userId, n.id, id)).rejects.toThrow('failed');
    device.answer = 201;
    await expect(t.services.push.deliverToDevice(userId, n.id, id)).resolves.toBe('delivered');
  });

  it('follow the preferences: nothing with push off, nor for a type hidden in the app', async () => {
    const { userId, cookie } = await signUp(t);
    const { device } = await subscribed(cookie);
    await savePreferences(cookie, { ...DEFAULT_NOTIFICATION_PREFERENCES, push: false });
    await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-1', name: 'Ana Buyer' }));
    await t.jobs.drain();
    expect(device.received).toEqual([]);

    await savePreferences(cookie, { ...DEFAULT_NOTIFICATION_PREFERENCES, leads: { inApp: false, email: false, sms: false } });
    await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-2', name: 'Ben Seller' }));
    await t.services.notifications.notify(userId, { type: 'system', title: 'Still pushed', message: 'x' });
    await t.jobs.drain();
    expect(device.received.map((r) => (r.payload as { title: string }).title)).toEqual(['Still pushed']);
  });

  it('quiet hours hold back ordinary pushes and let high-priority ones through, marked urgent', async () => {
    const { userId, cookie } = await signUp(t);
    const { device } = await subscribed(cookie);
    await savePreferences(cookie, { ...DEFAULT_NOTIFICATION_PREFERENCES, quietHours: quietNow() });
    await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-3', name: 'Ana Buyer' }));
    await t.services.notifications.notify(
      userId,
      propertyChangedNotification({
        propertyId: 'p-1',
        address: '12 Oak St',
        changeType: 'price',
        amount: 400_000,
        previousAmount: 450_000,
      }),
    );
    await t.jobs.drain();
    expect(device.received.map((r) => [(r.payload as { title: string }).title, r.urgency])).toEqual([['Price drop', 'high']]);
    // The list still has both.
    const list = (await (await t.request('/api/notifications', authed(cookie))).json()) as { notifications: { title: string }[] };
    expect(list.notifications.slice(0, 2).map((n) => n.title)).toEqual(['Price drop', 'New lead']);
  });

  it('an agent without devices queues no push jobs', async () => {
    const { userId } = await signUp(t);
    await t.services.notifications.notify(userId, { type: 'system', title: 'Nobody listening', message: 'x' });
    await t.jobs.drain();
    expect(await pushJobsFor(userId)).toEqual([]);
  });
});
