// Porchlight's service worker (issue 19; docs/decisions/017-pwa-and-web-push.md). The build
// (sw/service-worker-plugin.ts) writes it to dist/sw.js with this build's id and files in place
// of the two placeholders below. It is never registered by `npm run dev`.
//
// - The app shell (index.html and this build's hashed assets) is cached at install, so the app
//   opens at once and, offline, still opens (and shows "Working offline").
// - Page loads go to the network first and fall back to the cached shell only when it fails.
// - /api (JSON, the server-sent event stream, uploads, downloads) is never touched: no
//   respondWith, so the browser fetches it as if there were no worker.
// - A new build's worker takes over at once (skipWaiting + claim); the page then offers a
//   reload. Old builds' caches are deleted.
// - Web push: shows the notification; a tap focuses the app (or opens it) at the deep link.

const BUILD_ID = '__PORCHLIGHT_BUILD_ID__';
const PRECACHE = __PORCHLIGHT_PRECACHE__;
const CACHE = `porchlight-shell-${BUILD_ID}`;
const SHELL = '/index.html';
const FALLBACK_URL = '/dashboard';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('porchlight-') && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

const isPrecached = (pathname) => PRECACHE.includes(pathname);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch (error) {
          const shell = await caches.match(SHELL, { cacheName: CACHE });
          if (shell) return shell;
          throw error;
        }
      })(),
    );
    return;
  }

  if (isPrecached(url.pathname)) {
    event.respondWith((async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? fetch(request))());
  }
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Porchlight';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || FALLBACK_URL },
    }),
  );
});

/** Only a path on this site opens: a push can never send the agent elsewhere. */
function inAppUrl(value) {
  const target = new URL(typeof value === 'string' ? value : FALLBACK_URL, self.location.origin);
  return target.origin === self.location.origin ? target : new URL(FALLBACK_URL, self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = inAppUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // The app moves there with its router (src/lib/service-worker.ts), keeping its state.
        open.postMessage({ type: 'porchlight:open', url: target.pathname + target.search + target.hash });
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
