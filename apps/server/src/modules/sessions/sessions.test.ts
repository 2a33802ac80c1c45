import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSessions } from '../../db/schema/index.ts';
import { authed, cookieHeader, createTestApp, signIn, signUp, type TestApp } from '../../../test/test-app.ts';
import { uniqueIp } from '../../../test/client-addresses.ts';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

type DeviceSession = {
  id: string;
  browser: string | null;
  os: string | null;
  device_type: string | null;
  ip_address: string | null;
  location: string | null;
  first_seen_at: string;
  last_seen_at: string;
  is_current: boolean;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const fingerprint = () => crypto.randomBytes(16).toString('hex');

const trackBody = (userId: string, print: string, deviceInfo: Record<string, unknown> = {}) => ({
  userId,
  fingerprint: print,
  deviceInfo: { fingerprint: print, ...deviceInfo },
  sessionInfo: { signInMethod: 'email', language: 'en-US', timezone: 'America/Chicago' },
});

function track(cookie: string, body: unknown, { ip = '203.0.113.7', userAgent = WINDOWS_CHROME } = {}) {
  return t.request(
    '/api/sessions/track',
    authed(cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify(body),
    }),
    ip,
  );
}

async function listSessions(cookie: string) {
  const res = await t.request('/api/sessions', authed(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: DeviceSession[] }).sessions;
}

const rowsOf = (userId: string) => t.db.select().from(deviceSessions).where(eq(deviceSessions.userId, userId));

describe('POST /api/sessions/track', () => {
  it('records the device and answers its id', async () => {
    const { userId, cookie } = await signUp(t, {}, uniqueIp());
    const print = fingerprint();
    const res = await track(cookie, trackBody(userId, print));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; id: string };
    expect(body).toEqual({ success: true, id: expect.any(String) });

    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, fingerprint: print, userAgent: WINDOWS_CHROME, ipAddress: '203.0.113.7' });
    expect(rows[0]!.sessionInfo).toMatchObject({ signInMethod: 'email', timezone: 'America/Chicago' });
  });

  it('refuses a body without a fingerprint with a 400 naming the field', async () => {
    const { userId, cookie } = await signUp(t, {}, uniqueIp());
    const { fingerprint: _omitted, ...body } = trackBody(userId, fingerprint());
    const res = await track(cookie, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^fingerprint\b/);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('refuses a NUL character (PostgreSQL cannot store it) with a 400 naming the field', async () => {
    const { userId, cookie } = await signUp(t, {}, uniqueIp());
    const body = trackBody(userId, fingerprint());
    const res = await track(cookie, { ...body, sessionInfo: { ...body.sessionInfo, note: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^sessionInfo\.note\b/);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('refuses to track a device for another user', async () => {
    const me = await signUp(t, {}, uniqueIp());
    const other = await signUp(t, {}, uniqueIp());
    const res = await track(me.cookie, trackBody(other.userId, fingerprint()));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toContain('userId');
    expect(await rowsOf(other.userId)).toHaveLength(0);
    expect(await rowsOf(me.userId)).toHaveLength(0);
  });

  it('keeps one row per device and refreshes it when the device comes back', async () => {
    const { userId, cookie } = await signUp(t, {}, uniqueIp());
    const print = fingerprint();
    const first = (await (await track(cookie, trackBody(userId, print), { ip: '203.0.113.10' })).json()) as { id: string };

    // Age the row, so "refreshed" does not depend on the clock moving between two requests.
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await t.db.update(deviceSessions).set({ firstSeenAt: longAgo, lastSeenAt: longAgo }).where(eq(deviceSessions.id, first.id));

    const again = await track(cookie, trackBody(userId, print), { ip: '203.0.113.11' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);

    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstSeenAt.toISOString()).toBe(longAgo.toISOString());
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(rows[0]!.ipAddress).toBe('203.0.113.11');
  });
});

describe('GET /api/sessions', () => {
  it('lists the devices with what the User-Agent tells, the socket address and which one is current', async () => {
    const ip = uniqueIp();
    const { email, userId, cookie: laptop } = await signUp(t, {}, ip);
    const phone = cookieHeader(await signIn(t, email, undefined, ip));
    const laptopPrint = fingerprint();
    const phonePrint = fingerprint();
    // The client sends no browser/OS of its own; the server reads them from the header.
    const laptopId = ((await (await track(laptop, trackBody(userId, laptopPrint), { ip: '203.0.113.20' })).json()) as { id: string }).id;
    const phoneId = (
      (await (await track(phone, trackBody(userId, phonePrint), { ip: '203.0.113.21', userAgent: IPHONE_SAFARI })).json()) as { id: string }
    ).id;

    const seenFromLaptop = await listSessions(laptop);
    expect(seenFromLaptop).toHaveLength(2);
    const byId = new Map(seenFromLaptop.map((s) => [s.id, s]));
    expect(byId.get(laptopId)).toMatchObject({
      browser: 'Chrome 120',
      os: 'Windows 10',
      device_type: 'desktop',
      ip_address: '203.0.113.20',
      is_current: true,
    });
    expect(byId.get(phoneId)).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17.1',
      device_type: 'mobile',
      ip_address: '203.0.113.21',
      is_current: false,
    });
    for (const s of seenFromLaptop) {
      expect(Object.keys(s).sort()).toEqual([
        'browser',
        'device_type',
        'first_seen_at',
        'id',
        'ip_address',
        'is_current',
        'last_seen_at',
        'location',
        'os',
      ]);
    }

    const seenFromPhone = new Map((await listSessions(phone)).map((s) => [s.id, s.is_current]));
    expect(seenFromPhone.get(laptopId)).toBe(false);
    expect(seenFromPhone.get(phoneId)).toBe(true);
  });

  it("keeps the client's own description when it sends one", async () => {
    const { userId, cookie } = await signUp(t, {}, uniqueIp());
    await track(
      cookie,
      trackBody(userId, fingerprint(), { browser: 'Porchlight Desktop 2', os: 'macOS 14', deviceType: 'desktop', location: 'Austin, TX' }),
    );
    const [s] = await listSessions(cookie);
    expect(s).toMatchObject({ browser: 'Porchlight Desktop 2', os: 'macOS 14', location: 'Austin, TX', ip_address: '203.0.113.7' });
  });

  it("never shows a user another user's devices", async () => {
    const owner = await signUp(t, {}, uniqueIp());
    const stranger = await signUp(t, {}, uniqueIp());
    const { id } = (await (await track(owner.cookie, trackBody(owner.userId, fingerprint()))).json()) as { id: string };
    const seen = await listSessions(stranger.cookie);
    expect(seen.map((s) => s.id)).not.toContain(id);
    expect(seen).toHaveLength(0);
    expect((await t.request('/api/sessions')).status).toBe(401);
  });
});
