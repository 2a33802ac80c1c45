import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWN_SCREEN_DATA_ELEMENT_ID } from '@porchlight/domain/app-config/drawn-screen-data';
import { authed, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { readHeaders, SIGNED_IN_RENDERER_MODULE, signedInScreenDrawer } from './signed-in-screens.ts';

// The build's renderer of the signed-in screens (scripts/prerender.mjs), as small as it can be,
// reading through `fetch` as the real one does (apps/web/src/prerender/signed-in-screen.tsx). The
// agent's name steers it, so one module can also misbehave: write, wander off the API, stall, fail.
const RENDERER = `
const read = async (url, init) => {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) };
};
export async function renderSignedInScreen(path, appConfig) {
  const session = await read('/api/auth/get-session', { headers: { accept: 'application/json' } });
  const user = session.body && session.body.user;
  if (!user) return null;
  if (user.name === 'Writes') await read('/api/leads', { method: 'POST', body: '{}' });
  if (user.name === 'Wanders') await read('/assets/index.js');
  if (user.name === 'Climbs') await read('/api/../signin');
  if (user.name === 'Leaves') await read('https://example.com/api/profile');
  if (user.name === 'Stalls') await new Promise(() => {});
  if (user.name === 'Waits') await read('/api/never-answers');
  if (user.name === 'Fails') throw new Error('the screen could not render');
  const profile = await read('/api/settings/profile');
  if (!profile.ok) return null;
  return {
    markup: '<div inert class="contents"><h1>Dashboard</h1><p>Welcome back, ' + user.name + '.</p></div>',
    dataBlock: '<script type="application/json" id="${DRAWN_SCREEN_DATA_ELEMENT_ID}">' + JSON.stringify({ user, profile: profile.body, path, appConfig }) + '</script>',
  };
}
`;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-signed-in-'));
fs.mkdirSync(path.join(dist, '.prerender'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
fs.writeFileSync(path.join(dist, SIGNED_IN_RENDERER_MODULE), RENDERER);

const dataOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${DRAWN_SCREEN_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as { user: { id: string; name: string }; profile: { email: string }; path: string }) : null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("a signed-in agent's dashboard, sent drawn with their data", () => {
  it("is drawn for each agent from the API's answers to their own cookie, and kept by no shared cache", async () => {
    const dana = await signUp(t, { name: 'Dana Agent' });
    const sam = await signUp(t, { name: 'Sam Seller' });
    for (const agent of [dana, sam]) {
      const response = await t.request('/dashboard', authed(agent.cookie));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toContain('Cookie');
      const html = await response.text();
      const data = dataOf(html);
      expect(data?.user.id).toBe(agent.userId);
      expect(data?.profile.email).toBe(agent.email);
      expect(data?.path).toBe('/dashboard');
      expect(html).toContain(`<div id="root"><div inert class="contents"><h1>Dashboard</h1><p>Welcome back, ${agent === dana ? 'Dana Agent' : 'Sam Seller'}.</p></div>`);
    }
  });

  it('goes compressed to a browser that takes brotli', async () => {
    const { cookie } = await signUp(t);
    const response = await t.request('/dashboard', authed(cookie, { headers: { 'accept-encoding': 'gzip, br' } }));
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('Welcome back, Dana Agent.');
  });

  it('is the app page, undrawn, with no session, a session no longer valid, another tab, or another screen', async () => {
    const { cookie } = await signUp(t);
    const undrawn = [
      await t.request('/dashboard'),
      await t.request('/dashboard', { headers: { cookie: 'porchlight.session_token=not-a-session' } }),
      await t.request('/dashboard?tab=analytics', authed(cookie)),
      await t.request('/leads', authed(cookie)),
    ];
    for (const response of undrawn) {
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(dataOf(html)).toBeNull();
    }
  });

  it('is sent undrawn when the drawing writes, reads anything but this server\'s API, or fails, and the next agent is drawn again', async () => {
    for (const name of ['Writes', 'Wanders', 'Climbs', 'Leaves', 'Fails']) {
      const { cookie } = await signUp(t, { name });
      const html = await (await t.request('/dashboard', authed(cookie))).text();
      expect(html, name).toContain('<div id="root"></div>');
    }
    const { cookie } = await signUp(t);
    expect(dataOf(await (await t.request('/dashboard', authed(cookie))).text())?.user.name).toBe('Dana Agent');
  });

  it('writes nothing when its renderer tries', async () => {
    const { cookie } = await signUp(t, { name: 'Writes' });
    await t.request('/dashboard', authed(cookie));
    const leads = (await (await t.request('/api/leads', authed(cookie))).json()) as { total: number };
    expect(leads.total).toBe(0);
  });
});

describe('the drawer', () => {
  const logger = { warn: () => undefined };
  const answerAs = (name: string) => async (apiPath: string) =>
    apiPath === '/api/auth/get-session'
      ? Response.json({ user: { id: 'u1', email: 'u1@example.com', name } })
      : Response.json({ email: 'u1@example.com' });

  it('gives up on a drawing after its wait, sending the page undrawn', async () => {
    const drawer = signedInScreenDrawer(dist, { socialProviders: [], chatWidgetSrc: null }, logger, { waitMs: 300 })!;
    try {
      const started = Date.now();
      expect(await drawer.draw('/dashboard', answerAs('Stalls'))).toBeNull();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await drawer.draw('/dashboard', answerAs('Pat Buyer')))?.markup).toContain('Welcome back, Pat Buyer.');
    } finally {
      await drawer.close();
    }
  });

  it('sends a page undrawn at once while as many drawings as it allows are under way', async () => {
    const drawer = signedInScreenDrawer(dist, { socialProviders: [], chatWidgetSrc: null }, logger, { waitMs: 300, maxAtOnce: 2 })!;
    try {
      const stalled = [drawer.draw('/dashboard', answerAs('Stalls')), drawer.draw('/dashboard', answerAs('Stalls'))];
      // Answered before the stalled ones give up, not after.
      const third = drawer.draw('/dashboard', answerAs('Pat Buyer')).then((screen) => ({ third: screen }));
      expect(await Promise.race([third, stalled[0]!.then(() => 'a stalled one first')])).toEqual({ third: null });
      expect(await Promise.all(stalled)).toEqual([null, null]);
      expect((await drawer.draw('/dashboard', answerAs('Pat Buyer')))?.markup).toContain('Pat Buyer');
    } finally {
      await drawer.close();
    }
  });

  it("bounds one session's drawings, at once and in a minute, without taking another session's", async () => {
    const drawer = signedInScreenDrawer(dist, { socialProviders: [], chatWidgetSrc: null }, logger, { waitMs: 20_000, maxAtOnce: 4, maxPerSessionPerMinute: 3 })!;
    try {
      // One session reloading over many connections: one drawing under way, the rest undrawn at once.
      const burst = await Promise.all(Array.from({ length: 5 }, () => drawer.draw('/dashboard', answerAs('Pat Buyer'), 'reloader')));
      expect(burst.filter((screen) => screen !== null)).toHaveLength(1);
      // Two more of its reloads are drawn in the minute, then none.
      expect(await drawer.draw('/dashboard', answerAs('Pat Buyer'), 'reloader')).not.toBeNull();
      expect(await drawer.draw('/dashboard', answerAs('Pat Buyer'), 'reloader')).not.toBeNull();
      expect(await drawer.draw('/dashboard', answerAs('Pat Buyer'), 'reloader')).toBeNull();
      // Another agent is drawn all the while.
      expect((await drawer.draw('/dashboard', answerAs('Lee Lister'), 'another'))?.markup).toContain('Lee Lister');
    } finally {
      await drawer.close();
    }
  });

  it('ends the reads of a drawing it gives up on', async () => {
    const drawer = signedInScreenDrawer(dist, { socialProviders: [], chatWidgetSrc: null }, logger, { waitMs: 300 })!;
    try {
      let ended: Promise<boolean> | undefined;
      const read = async (apiPath: string, signal: AbortSignal) => {
        if (apiPath !== '/api/never-answers') return answerAs('Waits')(apiPath);
        ended = new Promise((resolve) => signal.addEventListener('abort', () => resolve(true)));
        await ended;
        throw new Error('aborted');
      };
      expect(await drawer.draw('/dashboard', read)).toBeNull();
      expect(await ended).toBe(true);
    } finally {
      await drawer.close();
    }
  });

  it('starts its renderer again after letting it go idle', async () => {
    const drawer = signedInScreenDrawer(dist, { socialProviders: [], chatWidgetSrc: null }, logger, { idleMs: 1 })!;
    try {
      expect((await drawer.draw('/dashboard', answerAs('Pat Buyer')))?.markup).toContain('Pat Buyer');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await drawer.draw('/dashboard', answerAs('Lee Lister')))?.markup).toContain('Lee Lister');
    } finally {
      await drawer.close();
    }
  });

  it('is none for a build without the renderer', () => {
    expect(signedInScreenDrawer(os.tmpdir(), { socialProviders: [], chatWidgetSrc: null }, logger)).toBeNull();
  });

  it("reads with the page's cookie and client, under its request id, asking for plain JSON in the agent's own book", () => {
    const headers = readHeaders(
      new Headers({ cookie: 'porchlight.session_token=abc', 'user-agent': 'Phone', accept: 'text/html', 'accept-encoding': 'br', 'x-porchlight-book': 'team-owner', 'if-none-match': '"x"' }),
      'page-1',
    );
    expect(Object.fromEntries(headers)).toEqual({ cookie: 'porchlight.session_token=abc', 'user-agent': 'Phone', accept: 'application/json', 'x-request-id': 'page-1' });
  });
});
