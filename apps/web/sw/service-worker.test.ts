import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { precacheList } from './service-worker-plugin';

// The worker as the build writes it, run against stand-ins for the service worker globals:
// which requests it answers, from where, and what a push and its click do.

const ORIGIN = 'https://crm.example.com';
const PRECACHE = precacheList(['index.html', 'assets/index-abc.js', 'assets/index-abc.js.map', 'assets/index-abc.css', 'build-stamp.json']);

type Handler = (event: Record<string, unknown>) => void;
type Window = { url: string; focused: boolean; messages: unknown[]; focus: () => Promise<void>; postMessage: (m: unknown) => void };

function loadWorker({ network = 'up' as 'up' | 'down', windows = [] as string[] } = {}) {
  const handlers = new Map<string, Handler>();
  const cached = new Map<string, Response>([['/index.html', new Response('<html>cached shell</html>')]]);
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const open: Window[] = windows.map((url): Window => ({
    url,
    focused: false,
    messages: [],
    async focus() {
      this.focused = true;
    },
    postMessage(m: unknown) {
      this.messages.push(m);
    },
  }));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: { matchAll: async () => open, openWindow: async (url: string) => void opened.push(url), claim: async () => undefined },
    skipWaiting: async () => undefined,
  };
  const caches = {
    match: async (key: string) => cached.get(key)?.clone(),
    open: async () => ({ addAll: async () => undefined }),
    keys: async () => [],
    delete: async () => true,
  };
  const fetch = async () => {
    if (network === 'down') throw new TypeError('Failed to fetch');
    return new Response('<html>from the network</html>');
  };
  const source = fs
    .readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.js'), 'utf8')
    .replace("'__PORCHLIGHT_BUILD_ID__'", '"test"')
    .replace('__PORCHLIGHT_PRECACHE__', JSON.stringify(PRECACHE));
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);

  /** Dispatches a fetch; undefined when the worker leaves the request to the browser. */
  async function request(path: string, { mode = 'cors', method = 'GET' } = {}) {
    let answer: Promise<Response> | undefined;
    handlers.get('fetch')!({ request: { url: `${ORIGIN}${path}`, method, mode }, respondWith: (r: Promise<Response>) => (answer = r) });
    return answer ? (await answer).text() : undefined;
  }
  async function dispatch(type: string, event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  return { request, dispatch, shown, opened, open };
}

describe('precacheList', () => {
  it('is index.html, the hashed JS and CSS (never maps), and the manifest and icons', () => {
    expect(PRECACHE).toEqual([
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/index.html',
      '/manifest.webmanifest',
      '/icons/icon.svg',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
    ]);
  });
});

describe('the service worker', () => {
  it('never answers /api requests, the event stream included', async () => {
    const sw = loadWorker();
    expect(await sw.request('/api/notifications')).toBeUndefined();
    expect(await sw.request('/api/realtime/events?types=notification')).toBeUndefined();
    expect(await sw.request('/api/leads', { method: 'POST' })).toBeUndefined();
  });

  it('loads pages from the network, and the cached shell only when the network fails', async () => {
    expect(await loadWorker().request('/leads?id=1', { mode: 'navigate' })).toBe('<html>from the network</html>');
    expect(await loadWorker({ network: 'down' }).request('/leads?id=1', { mode: 'navigate' })).toBe('<html>cached shell</html>');
  });

  it("serves the build's files from the cache, and leaves anything else alone", async () => {
    const sw = loadWorker({ network: 'down' });
    expect(await sw.request('/index.html')).toBe('<html>cached shell</html>');
    expect(await sw.request('/assets/other-build.js')).toBeUndefined();
    expect(await sw.request('/build-stamp.json')).toBeUndefined();
  });

  it('shows a push as a notification with its text and deep link', async () => {
    const sw = loadWorker();
    const payload = {
      title: 'New lead: Ana Buyer',
      body: 'Zillow, asked about 12 Oak St',
      url: '/leads?id=l-1&highlight=true',
      tag: 'n-1',
    };
    await sw.dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(sw.shown).toEqual([
      {
        title: payload.title,
        options: expect.objectContaining({ body: payload.body, tag: 'n-1', icon: '/icons/icon-192.png', data: { url: payload.url } }),
      },
    ]);
  });

  it('a tap focuses the open app and sends it to the deep link, or opens the app there', async () => {
    const withWindow = loadWorker({ windows: [`${ORIGIN}/dashboard`] });
    const tap = (url: string) => ({ notification: { data: { url }, close: () => undefined } });
    await withWindow.dispatch('notificationclick', tap('/leads?id=l-1&highlight=true'));
    expect(withWindow.open[0]).toMatchObject({
      focused: true,
      messages: [{ type: 'porchlight:open', url: '/leads?id=l-1&highlight=true' }],
    });
    expect(withWindow.opened).toEqual([]);

    const closed = loadWorker();
    await closed.dispatch('notificationclick', tap('/leads?id=l-1&highlight=true'));
    expect(closed.opened).toEqual([`${ORIGIN}/leads?id=l-1&highlight=true`]);
  });

  it('never opens another site from a push', async () => {
    const sw = loadWorker();
    await sw.dispatch('notificationclick', { notification: { data: { url: 'https://evil.example/phish' }, close: () => undefined } });
    expect(sw.opened).toEqual([`${ORIGIN}/dashboard`]);
  });
});
