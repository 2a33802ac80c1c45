import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseLink } from './database-link-peer.ts';
import { processDatabase, serverProcess } from './server-process.ts';
import { readEvents } from './sse-client.ts';
import { TEST_PASSWORD, authed, cookieHeader, json, onDatabaseServer, uniqueEmail } from './test-app.ts';

// PostgreSQL restarted under open event streams. What a restart does to the app's side is
// that every one of its connections is cut at once (LISTEN, the pool, the limit locks', the job
// worker's): the test cuts them all with pg_terminate_backend, on a database of the server
// process's own, since the PostgreSQL server itself is shared with the other tests and cannot
// be restarted. Then the database goes away for a while (the process reaches it through a link
// on loopback that the test takes down): requests are told 503, not 500, and work again after.
// PGlite lives inside the process, so there is nothing to restart there.

const cleanups: (() => Promise<void>)[] = [];

/** Reads notifications until one says `message` (the leads' own "added to your leads" come too). */
async function notificationSaying(stream: ReturnType<typeof readEvents>, message: string): Promise<boolean> {
  for (;;) {
    const event = await stream.next('notification', 10_000);
    if ((event.data as { message?: string }).message === message) return true;
  }
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(onDatabaseServer())('PostgreSQL restarted under open event streams', () => {
  it('the server lives on, streams end and reconnect, what was made meanwhile is replayed, and live events flow again', async () => {
    const database = await processDatabase({ migrated: true });
    const link = await databaseLink(database.env.DATABASE_URL);
    const server = await serverProcess({ ...database.env, DATABASE_URL: link.url });
    cleanups.push(database.drop, link.close, () => server.kill());
    await server.start();

    const email = uniqueEmail('outage');
    const signedUp = await server.request('/api/auth/sign-up/email', json({ email, name: 'Dana Agent', password: TEST_PASSWORD }));
    expect(signedUp.status).toBe(200);
    const cookie = cookieHeader(signedUp);
    // A lead goes through the limit guard, whose advisory locks keep connections of their own.
    const addLead = (name: string) => server.request('/api/leads', authed(cookie, json({ name })));
    expect((await addLead('Before the restart')).status).toBe(201);
    const notify = (message: string) =>
      server.request('/api/dev/notifications', authed(cookie, json({ type: 'system', title: 'Outage test', message })));
    const openStream = (since?: string) =>
      server.request(`/api/realtime/events?types=notification${since ? `&since=${encodeURIComponent(since)}` : ''}`, authed(cookie));

    const streams = await Promise.all([openStream(), openStream(), openStream()].map(async (res) => readEvents(await res)));
    const connected = await Promise.all(streams.map((s) => s.next('connection')));
    const since = (connected[0]!.data as { server_time: string }).server_time;

    // The restart: every connection of the app's database is cut.
    const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    const names = await admin.query(
      `SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(names.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['porchlight', 'porchlight limit locks', 'porchlight listen']));
    const cut = await admin.query(
      `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(Number(cut.rows[0].n)).toBeGreaterThan(0);

    // Events may have been missed while nobody listened: the streams end, so clients reconnect with `since`.
    for (const stream of streams) expect(await stream.ended(10_000)).toBe(true);

    // Made while no stream is open; the pool reconnects on its own (a first try may meet the cut).
    let made: Response | undefined;
    for (let tries = 0; tries < 20 && made?.status !== 201; tries++) {
      made = await notify('Made while the streams were down');
      if (made.status !== 201) {
        expect([503]).toContain(made.status);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(made!.status).toBe(201);
    // The limit locks' pool lost its connections too, and takes new ones.
    expect((await addLead('After the restart')).status).toBe(201);

    const again = readEvents(await openStream(since));
    await again.next('connection');
    expect(await notificationSaying(again, 'Made while the streams were down')).toBe(true);

    // LISTEN comes back (1 s backoff): a new notification reaches the open stream live.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await notify('Live again')).status).toBe(201);
    expect(await notificationSaying(again, 'Live again')).toBe(true);
    await again.close();
    expect((await server.request('/api/health')).status).toBe(200);

    // The database gone: the API and the event stream say so with 503 and when to try again.
    await link.down();
    const leads = await server.request('/api/leads', authed(cookie));
    expect(leads.status).toBe(503);
    expect(leads.headers.get('retry-after')).toBe('5');
    expect(await leads.json()).toEqual({ error: "Porchlight can't reach its database right now. Please try again in a moment." });
    expect((await addLead('During the outage')).status).toBe(503);
    expect((await openStream()).status).toBe(503);
    expect((await server.request('/api/health')).status).toBe(503);

    // Back: the same session works again, and the server is still the same process.
    await link.up();
    let back: Response | undefined;
    for (let tries = 0; tries < 40 && back?.status !== 201; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 250));
      back = await addLead('After the outage');
    }
    expect(back!.status).toBe(201);
    expect(server.output).not.toMatch(/Unhandled 'error' event|uncaught/i);
  }, 120_000);
});
