import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import zlib from 'node:zlib';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { readRoutePreloads, routePreloadLinks } from './route-preloads.ts';
import { sessionTokenOf } from './session-cache.ts';

/**
 * The built React app, as files: hashed assets cached for a year, the public pages prerendered at
 * build time (dist/signin/index.html, scripts/prerender.mjs) as they are, every other path as
 * index.html (the single-page app). Text files go as their brotli or gzip copy (made at build) to
 * a browser that accepts one. An app page whose route the build knows is sent with
 * `<link rel="modulepreload">` of the route's scripts and `<link rel="preload" as="fetch">` of its
 * first reads (route-preloads.ts), so the browser fetches them beside the entry.
 */
export function webAppRoutes(distDir: string) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503));
  }
  const prerendered = prerenderedPaths(distDir);
  const routes = readRoutePreloads(distDir);
  const pages = new Map<string, string>();
  const pageHtml = (file: string) => {
    let html = pages.get(file);
    if (html === undefined) pages.set(file, (html = fs.readFileSync(path.join(distDir, file), 'utf8')));
    return html;
  };
  // Source maps, the build stamp and Vite's manifest stay on the server: readable source, which
  // build runs, and the map of every chunk.
  const isPrivate = (path: string) => path.endsWith('.map') || path === '/build-stamp.json' || path.startsWith('/.vite/');
  app.get('*', async (c, next) => (isPrivate(c.req.path) ? c.text('Not found', 404) : next()));
  // serveStatic's onFound runs after it built its response, too late for a header: set it here.
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('cache-control', value);
    };
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: distDir, precompressed: true }));
  // A missing asset is a 404, never index.html cached for a year under the asset's name.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const staticAppPage = serveStatic({ root: distDir, path: 'index.html', precompressed: true });
  /** The app page, or a prerendered one, with the route's preload links when it has any. */
  const page =
    (file: string): MiddlewareHandler =>
    async (c, next) => {
      const signedIn = Boolean(sessionTokenOf(c.req.header('cookie')));
      const links = routePreloadLinks(routes, c.req.path, signedIn);
      if (links && c.req.method === 'GET') {
        // The links of a signed-in screen depend on the cookie.
        c.header('vary', 'Cookie', { append: true });
        return sendHtml(
          c,
          pageHtml(file).replace('</head>', () => `${links}</head>`),
        );
      }
      return file === 'index.html' ? staticAppPage(c, next) : next();
    };
  app.use('*', cacheFor('no-cache'), async (c, next) => {
    if (!prerendered.has(c.req.path)) return next();
    // The answer depends on the cookie: someone with a session gets the app page, which sends
    // them on, rather than the sign-in form flashing first.
    c.header('vary', 'Cookie', { append: true });
    return sessionTokenOf(c.req.header('cookie')) ? page('index.html')(c, next) : page(`${c.req.path}/index.html`)(c, next);
  });
  app.use('*', cacheFor('no-cache'), serveStatic({ root: distDir, precompressed: true }), page('index.html'));
  return app;
}

/** An HTML page made for this request, compressed as the build's copies are (brotli, else gzip). */
function sendHtml(c: Context, html: string) {
  const accepts = c.req.header('accept-encoding') ?? '';
  c.header('content-type', 'text/html; charset=UTF-8');
  c.header('vary', 'Accept-Encoding', { append: true });
  if (/\bbr\b/.test(accepts)) {
    c.header('content-encoding', 'br');
    return c.body(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header('content-encoding', 'gzip');
    return c.body(zlib.gzipSync(html));
  }
  return c.body(html);
}

/** The paths whose page the build prerendered: each folder of dist holding an index.html. */
function prerenderedPaths(distDir: string): Set<string> {
  const folders = fs.readdirSync(distDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Set(
    folders.filter((folder) => fs.existsSync(path.join(distDir, folder.name, 'index.html'))).map((folder) => `/${folder.name}`),
  );
}

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
