import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionTokenOf } from '../src/lib/session-cache.ts';
import { databaseLink } from './database-link-peer.ts';
import { authed, createTestApp, json, onDatabaseServer, signUp, type TestApp } from './test-app.ts';

// Connections to PostgreSQL lost under a running app (issue 45): one instance's connections
// go through a link on loopback that the test cuts and takes down (database-link-peer.ts), or
// PostgreSQL ends them itself (pg_terminate_backend), while the other tests keep the server.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function appBehindLink() {
  const link = await databaseLink(process.env.DATABASE_URL!);
  const app = await createTestApp({}, {}, { databaseUrl: link.url, poolSize: 4 });
  cleanups.push(link.close, app.close);
  return { link, app };
}

async function started(create: Promise<TestApp>) {
  const app = await create;
  cleanups.push(app.close);
  return app;
}

/** Terminates the connections to this file's database that `which` picks (a query of pids). */
async function terminate(which: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM (${which}) AS picked WHERE pid <> pg_backend_pid()`,
    );
    return rows[0].n as number;
  } finally {
    await admin.end();
  }
}
const LIMIT_LOCK_HOLDERS = `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
const ALL_CONNECTIONS = `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`;

/** Polls `probe` until it answers `wanted` or `ms` pass; answers the last value. */
async function within<T>(ms: number, wanted: T, probe: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (value !== wanted && Date.now() < deadline) {
    await sleep(50);
    value = await probe();
  }
  return value;
}

describe.runIf(onDatabaseServer())('connections to PostgreSQL lost under a running app', () => {
  it("a limit lock's connection ended while its holder works: the process lives, the write goes on, the next lock is taken afresh", async () => {
    const t = await started(createTestApp());
    const { userId } = await signUp(t);
    // The holder's connection sits idle, checked out of the lock pool, while the guarded write runs.
    const written = await t.services.limits.withinLimit(userId, 'maxLeads', async () => {
      expect(await terminate(LIMIT_LOCK_HOLDERS)).toBeGreaterThan(0);
      await sleep(200);
      return 'written';
    });
    expect(written).toBe('written');
    await expect(t.services.limits.withinLimit(userId, 'maxLeads', async () => 'again')).resolves.toBe('again');
  });

  it("every connection of the app ended while idle (its pools', LISTEN's): requests and limit checks go on", async () => {
    const t = await started(createTestApp());
    const { cookie } = await signUp(t);
    expect((await t.request('/api/leads', authed(cookie, json({ name: 'Before the cut' })))).status).toBe(201);
    expect(await terminate(ALL_CONNECTIONS)).toBeGreaterThan(0);
    await sleep(100);
    expect(
      await within(3_000, 201, async () => (await t.request('/api/leads', authed(cookie, json({ name: 'After the cut' })))).status),
    ).toBe(201);
  });

  it('while the database is gone requests are 503 with Retry-After; when it is back they work, without a restart', async () => {
    const { link, app } = await appBehindLink();
    const { cookie } = await signUp(app);
    await link.down();
    const during = await app.request('/api/leads', authed(cookie));
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toEqual({ error: "Porchlight can't reach its database right now. Please try again in a moment." });
    const v1 = await app.request('/api/v1/leads', { headers: { authorization: 'Bearer pl_live_not_a_key' } });
    expect(v1.status).toBe(503);
    expect(((await v1.json()) as { error: { code: string } }).error.code).toBe('temporarily_unavailable');
    await link.up();
    expect(await within(5_000, 200, async () => (await app.request('/api/leads', authed(cookie))).status)).toBe(200);
  });

  it('after an outage, a session signed out on another instance meanwhile is refused at once, though this one had it cached', async () => {
    const { link, app: a } = await appBehindLink();
    const b = await started(createTestApp());
    const { cookie } = await signUp(b);
    expect((await a.request('/api/profile', authed(cookie))).status).toBe(200);
    expect(a.sessionCache.get(sessionTokenOf(cookie)!)).toBeDefined();

    // The database goes away from A long enough for its LISTEN to miss a reconnection, then comes back.
    const interrupted = new Promise<void>((resolve) => a.services.realtime.bus.onInterruption(resolve));
    await link.down();
    await interrupted;
    await sleep(1_300);
    await link.up();

    // A works again through its pool before its LISTEN is back: what it resolves now must not be
    // kept, since the sign-out below reaches A only over LISTEN.
    expect(await within(3_000, 200, async () => (await a.request('/api/profile', authed(cookie))).status)).toBe(200);
    expect((await b.request('/api/auth/sign-out', authed(cookie, json({})))).status).toBe(200);
    expect(await within(1_000, 401, async () => (await a.request('/api/profile', authed(cookie))).status)).toBe(401);
  });

  it('LISTEN listens again within a second or two of the database answering, however long it was gone', async () => {
    const { link, app: a } = await appBehindLink();
    const b = await started(createTestApp());
    const { userId } = await signUp(b);
    const heard: string[] = [];
    a.services.realtime.bus.subscribe(userId, (event) => heard.push(String(event.data.n)));

    await link.down();
    await sleep(3_500);
    await link.up();
    const back = Date.now();
    // B publishes every 100 ms until A hears one.
    for (let n = 0; heard.length === 0 && Date.now() - back < 8_000; n++) {
      await b.services.realtime.bus.publish(userId, 'notification', { n });
      await sleep(100);
    }
    expect(heard.length).toBeGreaterThan(0);
    expect(Date.now() - back).toBeLessThan(2_000);
  });
});
