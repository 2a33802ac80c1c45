import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { compose, type ComposeOptions, type Composition } from '../src/compose.ts';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS, type DatabaseOptions } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { uniqueIp } from './client-addresses.ts';
import { testPasswordHashing } from './test-password-hashing.ts';
import { createLogger } from '../src/lib/logger.ts';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery';

/** True when the tests run on a PostgreSQL server (DATABASE_URL), false on PGlite. */
export const onDatabaseServer = () => Boolean(process.env.DATABASE_URL);

export async function testDatabase(): Promise<DatabaseOptions> {
  if (process.env.DATABASE_URL) return { databaseUrl: process.env.DATABASE_URL, poolSize: 4 };
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({
    loadDataDir: new Blob([template], { type: 'application/x-gzip' }),
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return { pglite };
}

/**
 * The database a restart test's next instance opens: the same server database, or on PGlite a
 * copy of the stopped instance's files (with the extensions the migrations need).
 */
export async function databaseAfterRestart(first: DatabaseOptions, stopped: TestApp): Promise<DatabaseOptions> {
  if (onDatabaseServer()) return first;
  return {
    pglite: await PGlite.create({
      loadDataDir: await stopped.database.pglite!.dumpDataDir('gzip'),
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
    }),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app, on a real database, called in-process; env overrides configure providers. */
/** `database`: a given database (a restart test reopens the same one); a fresh one by default. */
export async function createTestApp(env: Record<string, string> = {}, options: ComposeOptions = {}, database?: DatabaseOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    APP_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // The lead-mail sender check asks DNS: a test that means it serves records (test/dns-peer.ts); any other asks a closed loopback port, never the internet.
    LEAD_MAIL_DNS_SERVERS: '127.0.0.1:9',
    ...env,
  });
  const composition: Composition = await compose(config, createLogger(config.logLevel), database ?? (await testDatabase()), {
    // The apps of one test file share its PostgreSQL database: each runs only its own jobs, checking often.
    jobNamespace: `test-${crypto.randomUUID().slice(0, 8)}:`,
    instanceName: null,
    jobPollMs: 50,
    // No wall-clock cron: a tick at a minute boundary would sweep every test's data (tests enqueue their ticks).
    jobSchedules: false,
    // The apps of one test file share its PostgreSQL database and some use other secrets: only a test that means it reseals.
    resealSecretsAtStart: false,
    // The same: the start's backfill would walk every test's rows (csv-import-files calls it itself).
    backfillKeysAtStart: false,
    passwordHashing: testPasswordHashing,
    ...options,
  });
  const app = createApp(composition.deps, composition.services);
  await composition.startBackgroundJobs();

  /** A request from a given client address (the socket the node server would see). */
  const request = (pathname: string, init: RequestInit = {}, ip = '127.0.0.1') =>
    app.request(pathname, init, { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } });

  return {
    app,
    config,
    db: composition.deps.db,
    auth: composition.deps.auth,
    sessionCache: composition.deps.sessionCache!,
    services: composition.services,
    jobs: composition.jobs,
    eventLog: composition.eventLog,
    inboundMailPort: composition.inboundMailPort,
    mailboxWatchers: composition.mailboxWatchers,
    database: composition.database,
    request,
    close: async () => {
      await composition.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (label = 'agent') => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: TEST_APP_URL, ...headers },
  body: JSON.stringify(body),
});

// Sign-up and sign-in come from a fresh address each, so tests never share a rate-limit bucket.
export async function signUp(t: TestApp, input: { email?: string; name?: string; password?: string } = {}, ip = uniqueIp()) {
  const email = input.email ?? uniqueEmail();
  const res = await t.request(
    '/api/auth/sign-up/email',
    json({ email, name: input.name ?? 'Dana Agent', password: input.password ?? TEST_PASSWORD }),
    ip,
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { email, userId: body.user.id, cookie: cookieHeader(res) };
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD, ip = uniqueIp()) {
  return t.request('/api/auth/sign-in/email', json({ email, password }), ip);
}

export const authed = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { origin: TEST_APP_URL, ...(init.headers as Record<string, string>), cookie },
});
