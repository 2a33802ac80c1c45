import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_PATHS } from './app.ts';
import { AUTH_BASE_PATH } from './auth.ts';
import { profiles } from './db/schema/index.ts';
import { TEST_APP_URL, authed, createTestApp, signUp, type TestApp } from '../test/test-app.ts';
import { uniqueIp } from '../test/client-addresses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every (method, path) the app routes under /api, from Hono's own route table. */
function apiRoutes() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of t.app.routes) {
    if (!path.startsWith('/api')) continue;
    const m = method === 'ALL' ? 'GET' : method;
    seen.set(`${m} ${path}`, { method: m, path });
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: ":id" params become a uuid, "*" becomes a segment. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, crypto.randomUUID())
    .replace(/\*$/, 'anything')
    .replace(/\/\*\//g, '/anything/');

describe('route guard', () => {
  const isAuthPath = (p: string) => p === AUTH_BASE_PATH || p.startsWith(`${AUTH_BASE_PATH}/`);

  it('answers 401 JSON without a session on every API route that is not public', async () => {
    const isListedPublic = (p: string) => PUBLIC_API_PATHS.some((pub) => (pub.endsWith('/*') ? p.startsWith(pub.slice(0, -1)) : p === pub));
    const guarded = apiRoutes().filter((r) => !isListedPublic(r.path) && !isAuthPath(r.path));
    // The enumeration really sees the feature routes (a broken filter would pass vacuously).
    const names = guarded.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/profile',
        'GET /api/settings/profile',
        'PATCH /api/settings/profile',
        'POST /api/settings/profile/avatar',
        'DELETE /api/settings/profile/avatar',
        'GET /api/profile/avatar/:id',
        'POST /api/sessions/track',
        'GET /api/sessions',
      ]),
    );

    const failures: string[] = [];
    for (const { method, path } of guarded) {
      const url = concrete(path);
      const init: RequestInit = { method };
      if (method !== 'GET' && method !== 'HEAD') init.headers = { 'content-type': 'application/json' };
      if (method !== 'GET' && method !== 'HEAD') init.body = '{}';
      const res = await t.request(url, init);
      const body = res.headers.get('content-type')?.includes('application/json') ? ((await res.json()) as { error?: unknown }) : undefined;
      if (res.status !== 401 || typeof body?.error !== 'string') failures.push(`${method} ${path} (${url}) -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the public paths public', async () => {
    expect((await t.request('/api/health')).status).toBe(200);
    expect((await t.request('/api/config')).status).toBe(200);
    expect((await t.request('/api/auth/get-session')).status).toBe(200);
  });
});

describe('basics', () => {
  it('reports health', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('reports the job queue for monitoring: lag of the oldest due job, due, running and failed jobs', async () => {
    const res = await t.request('/api/health/ready');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; queue: Record<string, number> };
    expect(['ok', 'behind']).toContain(body.status);
    expect(Object.keys(body.queue).sort()).toEqual(['due', 'failed', 'lag_seconds', 'running']);
    expect(body.queue.lag_seconds).toBeGreaterThanOrEqual(0);
  });

  it('answers an unknown API path with 404 JSON, also when signed in', async () => {
    const { cookie } = await signUp(t, {}, uniqueIp());
    const res = await t.request('/api/no-such-thing', authed(cookie));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { error: string }).error).toContain('/api/no-such-thing');
  });
});

describe('cross-site request forgery', () => {
  const patchName = (cookie: string, headers: Record<string, string>, firstName: string) =>
    t.request('/api/settings/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ first_name: firstName }),
    });

  const firstNameOf = async (userId: string) => (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.firstName;

  it('refuses a cookie-authenticated write from another site and accepts one from our own', async () => {
    const { userId, cookie } = await signUp(t, { name: 'Casey Victim' }, uniqueIp());

    const evil = await patchName(cookie, { origin: 'https://evil.example' }, 'Hacked');
    expect(evil.status).toBe(403);
    expect(typeof ((await evil.json()) as { error: unknown }).error).toBe('string');

    const crossSite = await patchName(cookie, { 'sec-fetch-site': 'cross-site' }, 'Hacked');
    expect(crossSite.status).toBe(403);

    const nullOrigin = await patchName(cookie, { origin: 'null' }, 'Hacked');
    expect(nullOrigin.status).toBe(403);

    expect(await firstNameOf(userId)).toBe('Casey');

    const own = await patchName(cookie, { origin: TEST_APP_URL, 'sec-fetch-site': 'same-origin' }, 'Cassie');
    expect(own.status).toBe(200);
    expect(await firstNameOf(userId)).toBe('Cassie');
  });

  it("exempts only the sign-in providers' return path, not every path that mentions a callback", async () => {
    const { cookie } = await signUp(t, {}, uniqueIp());
    const crossSite = (path: string) =>
      t.request(path, {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await crossSite('/api/settings/callback/anything')).status).toBe(403);
    // The provider's own site posts back here (form_post); state and PKCE guard it, not Origin.
    // As a browser sends it: the session cookie is SameSite=Lax, so a cross-site POST carries none.
    const formPost = await t.request('/api/auth/callback/oidc', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=x&code=y',
    });
    expect(formPost.status).not.toBe(403);
  });
});

describe('response headers', () => {
  it('sends the security headers', async () => {
    for (const path of ['/api/health', '/', '/some/page']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options') !== null || csp!.includes("frame-ancestors 'none'"), path).toBe(true);
      expect(res.headers.get('referrer-policy'), path).toBeTruthy();
    }
  });

  it('marks API responses as not cacheable', async () => {
    const { cookie } = await signUp(t, {}, uniqueIp());
    for (const [path, init] of [
      ['/api/health', {}],
      ['/api/config', {}],
      ['/api/profile', authed(cookie)],
      ['/api/sessions', authed(cookie)],
      ['/api/profile', {}],
      ['/api/no-such-thing', authed(cookie)],
    ] as const) {
      const res = await t.request(path, init);
      expect(res.headers.get('cache-control'), `${path} ${res.status}`).toBe('no-store');
    }
  });
});

describe('compression', () => {
  it('gzips a JSON list for a client that accepts it, sends it plain to one that does not, and leaves the event stream alone', async () => {
    const { cookie } = await signUp(t);
    for (let i = 0; i < 12; i++) {
      const res = await t.request(
        '/api/leads',
        authed(cookie, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Lead Number ${i}`, email: `lead${i}@example.com` }),
        }),
      );
      expect(res.status).toBe(201);
    }
    const zipped = await t.request('/api/leads?limit=50', authed(cookie, { headers: { 'accept-encoding': 'gzip, deflate, br' } }));
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const text = zlib.gunzipSync(bytes).toString();
    expect(JSON.parse(text).leads).toHaveLength(12);
    expect(bytes.length).toBeLessThan(text.length / 2);

    const plain = await t.request('/api/leads?limit=50', authed(cookie));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text()).leads).toHaveLength(12);

    const stream = await t.request('/api/realtime/events?types=notification', authed(cookie, { headers: { 'accept-encoding': 'gzip' } }));
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.body?.cancel();
  });
});

describe('unexpected errors', () => {
  it('answers 500 with a plain message and no stack trace when the database is gone', async () => {
    // A second app whose database goes away under it: the realistic way to reach the 500 path.
    const broken = await createTestApp();
    const { cookie } = await signUp(broken, {}, uniqueIp());
    await broken.close();

    const res = await broken.request('/api/profile', authed(cookie));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts\b|Error:/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('body limits', () => {
  it('refuses a JSON body over 64 KB with 413 before reading it', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request(
      '/api/settings/profile',
      authed(cookie, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'x'.repeat(70_000) }),
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request body is too large' });
  });
});

describe('development mailbox', () => {
  // Public by design (PUBLIC_API_PATHS) and it shows reset links: only when asked for, locally.
  it('is there when DEV_MAILBOX=true and there is no SMTP', async () => {
    const local = await createTestApp({ DEV_MAILBOX: 'true' });
    try {
      const res = await local.request('/api/dev/outbox?to=someone@example.com');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ messages: [] });
    } finally {
      await local.close();
    }
  });

  it.each([
    ['by default', {}],
    ['with SMTP', { DEV_MAILBOX: 'true', SMTP_URL: 'smtp://127.0.0.1:9' }],
  ])('is not mounted %s', async (_label, env) => {
    const other = await createTestApp(env);
    try {
      const res = await other.request('/api/dev/outbox?to=someone@example.com');
      expect(res.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
