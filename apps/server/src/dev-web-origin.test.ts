import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { uniqueIp } from '../test/client-addresses.ts';
import { TEST_PASSWORD, createTestApp, json, uniqueEmail, type TestApp } from '../test/test-app.ts';

// `npm run dev` serves the web app from Vite (5173 by default), which proxies /api to the
// server: the browser's Origin is Vite's, not APP_URL.
const signUpFrom = (t: TestApp, origin: string) =>
  t.request(
    '/api/auth/sign-up/email',
    json({ email: uniqueEmail('dev'), name: 'Dev Agent', password: TEST_PASSWORD }, { origin }),
    uniqueIp(),
  );

describe('the Vite dev server origin', () => {
  let development: TestApp;
  let custom: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [development, custom, production] = await Promise.all([
      createTestApp({ NODE_ENV: 'development' }),
      createTestApp({ NODE_ENV: 'development', DEV_WEB_ORIGIN: 'http://localhost:5200/' }),
      createTestApp({ NODE_ENV: 'production' }),
    ]);
  });
  afterAll(() => Promise.all([development?.close(), custom?.close(), production?.close()]));

  it('may sign up in development', async () => {
    const res = await signUpFrom(development, 'http://localhost:5173');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toContain('porchlight.session_token=');
  });

  it('is the one DEV_WEB_ORIGIN names when set', async () => {
    expect((await signUpFrom(custom, 'http://localhost:5200')).status).toBe(200);
    expect((await signUpFrom(custom, 'http://localhost:5173')).status).toBe(403);
  });

  it('is refused in production', async () => {
    const res = await signUpFrom(production, 'http://localhost:5173');
    expect(res.status).toBe(403);
    expect((await signUpFrom(production, production.config.appUrl)).status).toBe(200);
  });
});

describe('DEV_WEB_ORIGIN', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-env-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(32), ...env });

  it.each([
    [{}, 'http://localhost:5173'],
    [{ NODE_ENV: 'development', DEV_WEB_ORIGIN: 'http://127.0.0.1:5200/' }, 'http://127.0.0.1:5200'],
    [{ NODE_ENV: 'test' }, undefined],
    [{ NODE_ENV: 'production', DEV_WEB_ORIGIN: 'http://localhost:5173' }, undefined],
  ])('%j trusts %j', (env, origin) => {
    expect(load(env).devWebOrigin).toBe(origin);
  });

  it('must be a URL', () => {
    expect(() => load({ DEV_WEB_ORIGIN: 'localhost:5173' })).toThrow(ConfigError);
  });
});
