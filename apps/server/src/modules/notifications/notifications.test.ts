import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCreatedNotification } from '@porchlight/domain/notifications/notification-builders';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@porchlight/domain/notifications/notification-preferences';
import type { NotificationResponse } from '@porchlight/domain/notifications/notification-schemas';
import { emailOutbox, notifications } from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type List = { notifications: NotificationResponse[] };
const NOTIFICATION_KEYS = [
  'action_label',
  'action_url',
  'created_at',
  'data',
  'id',
  'message',
  'metadata',
  'priority',
  'read',
  'title',
  'type',
];

const list = async (cookie: string, query = '') => {
  const res = await t.request(`/api/notifications${query}`, authed(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as List).notifications;
};
const markRead = (cookie: string, id: string) => t.request(`/api/notifications/${id}/read`, authed(cookie, { method: 'POST' }));
const remove = (cookie: string, id: string) => t.request(`/api/notifications/${id}`, authed(cookie, { method: 'DELETE' }));
const bulk = (cookie: string, body: unknown, contentType = 'application/json') =>
  t.request(
    '/api/notifications',
    authed(cookie, {
      method: 'PATCH',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const rowsOf = (userId: string) =>
  t.db.select({ id: notifications.id, read: notifications.read }).from(notifications).where(eq(notifications.userId, userId));

describe('a new account', () => {
  it('starts with one welcome notification, unread, with its deep link: no how-tos to bury the first lead alert', async () => {
    const { userId, cookie } = await signUp(t, { name: 'Dana Agent' });
    const items = await list(cookie);
    expect(items.map((n) => [n.type, n.title, n.priority, n.action_url, n.read])).toEqual([
      ['system', 'Welcome to Porchlight, Dana', 'low', '/dashboard?context=system', false],
    ]);
    expect(Object.keys(items[0]!).sort()).toEqual(NOTIFICATION_KEYS);
    // The first real alert is on top.
    await t.services.notifications.notify(userId, {
      type: 'lead',
      title: 'New lead',
      message: 'Ana Buyer asked about 12 Oak St',
      priority: 'high',
    });
    expect((await list(cookie)).map((n) => n.title)).toEqual(['New lead', 'Welcome to Porchlight, Dana']);
  });
});

describe('GET /api/notifications', () => {
  it('lists newest first and honours ?limit=, capped at 100', async () => {
    const { userId, cookie } = await signUp(t);
    for (let i = 0; i < 3; i++) await t.services.notifications.notify(userId, { type: 'alert', title: `Alert ${i}`, message: 'm' });
    expect((await list(cookie, '?limit=2')).map((n) => n.title)).toEqual(['Alert 2', 'Alert 1']);
    expect(await list(cookie, '?limit=5000')).toHaveLength(4);
    expect(await list(cookie)).toHaveLength(4);
  });

  it.each(['0', '-3', 'abc', '1.5'])('refuses limit=%s with 400 naming limit', async (limit) => {
    const { cookie } = await signUp(t);
    const res = await t.request(`/api/notifications?limit=${limit}`, authed(cookie));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('limit');
  });

  it("never shows another agent's notifications", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await t.services.notifications.notify(owner.userId, { type: 'alert', title: 'Owner secret', message: 'x' });
    expect((await list(other.cookie)).map((n) => n.title)).not.toContain('Owner secret');
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/notifications')).status).toBe(401);
  });
});

describe('notify', () => {
  it('stores what a feature builds, with defaults and its details', async () => {
    const { userId, cookie } = await signUp(t);
    const created = await t.services.notifications.notify(
      userId,
      leadCreatedNotification({ id: 'lead-1', name: 'Ana Buyer', source: 'Zillow' }),
    );
    expect(created).toMatchObject({
      type: 'lead',
      title: 'New lead',
      priority: 'medium',
      read: false,
      action_url: '/leads?id=lead-1&highlight=true',
      action_label: 'View lead',
      metadata: { leadId: 'lead-1' },
      data: {},
    });
    expect((await list(cookie))[0]).toEqual(created);
  });

  it('refuses an action URL to another site', async () => {
    const { userId } = await signUp(t);
    await expect(
      t.services.notifications.notify(userId, { type: 'system', title: 'x', message: 'y', actionUrl: 'https://evil.example' }),
    ).rejects.toThrow();
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks one read and keeps it in the database', async () => {
    const { userId, cookie } = await signUp(t);
    const [first] = await list(cookie);
    const res = await markRead(cookie, first!.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { notification: NotificationResponse }).notification).toMatchObject({ id: first!.id, read: true });
    const rows = await rowsOf(userId);
    expect(rows.filter((r) => r.read).map((r) => r.id)).toEqual([first!.id]);
    expect((await markRead(cookie, first!.id)).status).toBe(200);
  });

  it.each([
    ['an unknown id', () => crypto.randomUUID()],
    ['a malformed id', () => 'not-an-id'],
  ])('answers 404 for %s', async (_label, id) => {
    const { cookie } = await signUp(t);
    const res = await markRead(cookie, id());
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('Notification not found');
  });

  it("answers 404 for another agent's notification and leaves it unread", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const [mine] = await list(owner.cookie);
    expect((await markRead(other.cookie, mine!.id)).status).toBe(404);
    expect((await rowsOf(owner.userId)).find((r) => r.id === mine!.id)!.read).toBe(false);
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('deletes one', async () => {
    const { userId, cookie } = await signUp(t);
    const [first] = await list(cookie);
    const res = await remove(cookie, first!.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await rowsOf(userId)).map((r) => r.id)).not.toContain(first!.id);
    expect((await remove(cookie, first!.id)).status).toBe(404);
  });

  it("answers 404 for another agent's notification and keeps it", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const [mine] = await list(owner.cookie);
    expect((await remove(other.cookie, mine!.id)).status).toBe(404);
    expect(await rowsOf(owner.userId)).toHaveLength(1);
  });
});

describe('PATCH /api/notifications', () => {
  it('mark_all_read marks only my unread ones', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const res = await bulk(me.cookie, { action: 'mark_all_read' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, count: 1 });
    expect((await rowsOf(me.userId)).every((r) => r.read)).toBe(true);
    expect((await rowsOf(other.userId)).every((r) => !r.read)).toBe(true);
  });

  it('clear_all deletes only mine', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    expect(await (await bulk(me.cookie, { action: 'clear_all' })).json()).toEqual({ success: true, count: 1 });
    expect(await rowsOf(me.userId)).toHaveLength(0);
    expect(await rowsOf(other.userId)).toHaveLength(1);
  });

  it.each([
    ['an unknown action', 400, { action: 'delete_everything' }],
    ['no action', 400, {}],
    ['an extra field', 400, { action: 'clear_all', also: 1 }],
    ['a number', 400, { action: 3 }],
    ['malformed JSON', 400, '{"action":'],
  ])('refuses %s with %i and changes nothing', async (_label, status, body) => {
    const { userId, cookie } = await signUp(t);
    const res = await bulk(cookie, body);
    expect(res.status).toBe(status);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const { cookie } = await signUp(t);
    expect((await bulk(cookie, 'action=clear_all', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});

describe('notification settings', () => {
  const put = (cookie: string, body: unknown) =>
    t.request(
      '/api/settings/notifications',
      authed(cookie, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );

  it('start at the spec defaults, in UTC, kept as long as the plan allows', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('/api/settings/notifications', authed(cookie));
    expect(await res.json()).toEqual({ preferences: DEFAULT_NOTIFICATION_PREFERENCES, time_zone: 'UTC', retention_days: 7 });
  });

  it('are saved per user', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const preferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      sms: true,
      leads: { inApp: false, email: true, sms: true },
      quietHours: { enabled: true, start: '21:30', end: '06:45' },
    };
    const res = await put(me.cookie, { preferences, time_zone: 'America/Chicago' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ preferences, time_zone: 'America/Chicago', retention_days: 7 });
    expect(await (await t.request('/api/settings/notifications', authed(me.cookie))).json()).toMatchObject({
      preferences,
      time_zone: 'America/Chicago',
    });
    expect(await (await t.request('/api/settings/notifications', authed(other.cookie))).json()).toMatchObject({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
  });

  it.each([
    ['a missing key', { preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, push: undefined } }, 'preferences.push'],
    [
      'a bad time',
      { preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, quietHours: { enabled: true, start: '7pm', end: '07:00' } } },
      'preferences.quietHours.start',
    ],
    ['an unknown time zone', { preferences: DEFAULT_NOTIFICATION_PREFERENCES, time_zone: 'Mars/Base' }, 'time_zone'],
    ['an unknown key', { preferences: DEFAULT_NOTIFICATION_PREFERENCES, colour: 'red' }, 'colour'],
  ])('refuse %s with 400 naming the field', async (_label, body, field) => {
    const { cookie } = await signUp(t);
    const res = await put(cookie, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });
});

describe('e-mail alerts', () => {
  // Alerts are sent by a job a moment after notify(): let the queue run before reading the outbox.
  const outboxFor = async (userId: string) => {
    await t.jobs.drain();
    // Notification e-mails only: sign-up also sends its verification link.
    return t.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), ne(emailOutbox.kind, 'email-verification')));
  };
  const settings = (cookie: string, quietHours: { enabled: boolean; start: string; end: string }) =>
    t.request(
      '/api/settings/notifications',
      authed(cookie, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, leads: { inApp: true, email: true, sms: false }, quietHours },
        }),
      }),
    );

  it('are sent for a type whose e-mail switch is on, with the deep link', async () => {
    const { userId, cookie } = await signUp(t);
    await settings(cookie, { enabled: false, start: '22:00', end: '07:00' });
    await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-7', name: 'Ana Buyer' }));
    await t.services.notifications.notify(userId, { type: 'property', title: 'Not by e-mail', message: 'x' });
    const mail = await outboxFor(userId);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('New lead');
    expect(mail[0]!.text).toContain('http://localhost:3000/leads?id=l-7&highlight=true');
  });

  it('a notification made twice with one dedupe key (a job run again) is stored, announced and e-mailed once', async () => {
    const { userId, cookie } = await signUp(t);
    await settings(cookie, { enabled: false, start: '22:00', end: '07:00' });
    const first = await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-9', name: 'Ana Buyer' }), {
      dedupeKey: 'event:e-1',
    });
    const again = await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-9', name: 'Ana Buyer' }), {
      dedupeKey: 'event:e-1',
    });
    expect(again.id).toBe(first.id);
    expect((await list(cookie)).filter((n) => n.title === 'New lead')).toHaveLength(1);
    expect(await outboxFor(userId)).toHaveLength(1);
    // The alert's own job run again sends nothing more.
    await t.services.notifications.deliverAlert(userId, first.id);
    expect(await outboxFor(userId)).toHaveLength(1);
  });

  it('are held back by quiet hours, while the list still gets the notification', async () => {
    const { userId, cookie } = await signUp(t);
    // A window covering the whole day but the minute after next: now is inside it.
    const at = (offset: number) => {
      const d = new Date(Date.now() + offset * 60_000);
      return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    };
    const [start, end] = [at(3), at(2)];
    await settings(cookie, { enabled: true, start, end });
    await t.services.notifications.notify(userId, leadCreatedNotification({ id: 'l-8', name: 'Ana Buyer' }));
    expect(await outboxFor(userId)).toHaveLength(0);
    expect((await list(cookie))[0]!.title).toBe('New lead');
  });
});

describe('retention', () => {
  const days = new Map<string, number>();
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp(
      {},
      { retentionDaysFor: async (ids) => new Map(ids.filter((id) => days.has(id)).map((id) => [id, days.get(id)!])) },
    );
  });
  afterAll(() => r?.close());

  const titles = async (cookie: string) =>
    ((await (await r.request('/api/notifications', authed(cookie))).json()) as List).notifications.map((n) => n.title);

  it('removes only notifications older than each plan allows, and keeps everything by default', async () => {
    const short = await signUp(r);
    const long = await signUp(r);
    const unlimited = await signUp(r);
    days.set(short.userId, 7).set(long.userId, 90);
    const old = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    for (const u of [short, long, unlimited]) {
      await r.db.update(notifications).set({ createdAt: old }).where(eq(notifications.userId, u.userId));
      await r.services.notifications.notify(u.userId, { type: 'alert', title: 'Fresh', message: 'x' });
    }

    expect(await r.services.notifications.deleteExpired()).toBe(1);
    expect(await titles(short.cookie)).toEqual(['Fresh']);
    expect(await titles(long.cookie)).toHaveLength(2);
    expect(await titles(unlimited.cookie)).toHaveLength(2);

    // The settings page reads the plan's number from the same resolver.
    const res = await r.request('/api/settings/notifications', authed(short.cookie));
    expect(((await res.json()) as { retention_days: number }).retention_days).toBe(7);
  });

  it("takes each user's plan in the default composition: a trial keeps 7 days, Business 365", async () => {
    const trial = await signUp(t);
    const business = await signUp(t);
    await t.request(
      '/api/billing/plan',
      authed(business.cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ plan: 'business', interval: 'monthly' }),
      }),
    );
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    for (const u of [trial, business])
      await t.db.update(notifications).set({ createdAt: tenDaysAgo }).where(eq(notifications.userId, u.userId));
    expect(await t.services.notifications.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await list(trial.cookie)).toHaveLength(0);
    expect((await list(business.cookie)).length).toBeGreaterThanOrEqual(1);
    const res = await t.request('/api/settings/notifications', authed(business.cookie));
    expect(((await res.json()) as { retention_days: number }).retention_days).toBe(365);
  });
});

describe('the development notification maker', () => {
  it('is absent unless the dev tools are on', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('/api/dev/notifications', authed(cookie, json({ type: 'system', title: 'x', message: 'y' })));
    expect(res.status).toBe(404);
  });

  it('with DEV_MAILBOX creates a notification for the signed-in agent only, and needs a session', async () => {
    const dev = await createTestApp({ DEV_MAILBOX: 'true' });
    try {
      const { cookie } = await signUp(dev);
      expect((await dev.request('/api/dev/notifications', json({ type: 'system', title: 'x', message: 'y' }))).status).toBe(401);
      const bad = await dev.request('/api/dev/notifications', authed(cookie, json({ type: 'spam', title: 'x', message: 'y' })));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toContain('type');
      const res = await dev.request('/api/dev/notifications', authed(cookie, json({ type: 'lead', title: 'Made by hand', message: 'y' })));
      expect(res.status).toBe(201);
      const body = (await (await dev.request('/api/notifications?limit=1', authed(cookie))).json()) as List;
      expect(body.notifications[0]!.title).toBe('Made by hand');
    } finally {
      await dev.close();
    }
  });
});
