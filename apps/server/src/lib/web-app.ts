import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { PublicAppConfig } from '@porchlight/domain/app-config/public-app-config';
import type { Logger } from './logger.ts';
import { DRAWN_SIGNED_IN_PATHS } from '@porchlight/domain/app-config/drawn-screen-data';
import { acceptsEncoding, drawPrerenderedScreens, type DrawnPage, withScreenDrawn } from './prerendered-screens.ts';
import { type ReadForAgent, signedInScreenDrawer } from './signed-in-screens.ts';
import { sessionTokenOf } from './session-cache.ts';

type WebAppOptions = {
  appConfig: PublicAppConfig;
  logger: Pick<Logger, 'warn'>;
  /**
   * Reads the API as the agent whose page this is (the app's own routes, with the page request's
   * cookie): what a signed-in screen sent drawn is drawn from. Without it, none is.
   */
  readApiFor?: (c: Context) => ReadForAgent;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The built React app: hashed assets cached for a year, every other path gets index.html. Text
 * files go as their brotli or gzip copy (made at build) to a browser that accepts one. A visitor
 * with no session gets the sign-in and sign-up screens already drawn (lib/prerendered-screens.ts);
 * a signed-in agent, the dashboard drawn with their data (lib/signed-in-screens.ts).
 */
export function webAppRoutes(distDir: string, { appConfig, logger, readApiFor }: WebAppOptions) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // Source maps, the build stamp, Vite's manifest and the screens' renderer stay on the server:
  // readable source, which build runs, the map of every chunk, and code only the server runs.
  const isPrivate = (path: string) =>
    path.endsWith('.map') || path === '/build-stamp.json' || path.startsWith('/.vite/') || path.startsWith('/.prerender/');
  // Drawn once, when the first page is asked for (an app that serves only the API never starts
  // the renderer); pages asked for meanwhile wait. A build that cannot draw them still serves
  // every screen, as index.html.
  let drawing: Promise<Map<string, DrawnPage>> | undefined;
  const drawnPages = () =>
    (drawing ??= drawPrerenderedScreens(distDir, indexHtml, appConfig).catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not draw the sign-in screens; sending index.html for them');
      return new Map<string, DrawnPage>();
    }));
  app.get('*', async (c, next) => (isPrivate(c.req.path) ? c.text('Not found', 404) : next()));
  // serveStatic's onFound runs after it built its response, too late for a header: set it here.
  const cacheFor = (value: string): MiddlewareHandler => async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('cache-control', value);
  };
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: distDir, precompressed: true }));
  // A missing asset is a 404, never index.html cached for a year under the asset's name.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c, next) => {
    const page = (await drawnPages()).get(c.req.path);
    if (!page) return next();
    // The answer depends on the cookie: a shared cache must not give one visitor's to another.
    c.header('vary', 'Cookie', { append: true });
    // Someone with a session is sent on by the app: drawing the form first would flash it.
    if (sessionTokenOf(c.req.header('cookie'))) return next();
    return sendDrawnPage(c, page);
  });
  // A signed-in agent's dashboard, drawn with their data for each request (decision 041).
  const drawer = readApiFor ? signedInScreenDrawer(distDir, appConfig, logger) : null;
  app.get('*', async (c, next) => {
    if (!drawer || !readApiFor || !DRAWN_SIGNED_IN_PATHS.includes(c.req.path)) return next();
    c.header('vary', 'Cookie', { append: true });
    // Another tab of the screen (?tab=analytics) loads its own code first: sent undrawn.
    const session = sessionTokenOf(c.req.header('cookie'));
    if (!session || new URL(c.req.url).search) return next();
    const screen = await drawer.draw(c.req.path, readApiFor(c), session);
    if (!screen) return next();
    const html = Buffer.from(withScreenDrawn(indexHtml, screen.markup, appConfig, screen.dataBlock));
    // The agent's own data: never kept by a shared cache, asked for again on each visit.
    return sendPage(c, html, 'private, no-cache');
  });
  app.use('*', cacheFor('no-cache'), serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}

type PageCoding = 'br' | 'gzip' | null;

/** Sends HTML in the coding the browser takes best: `bodyIn` gives the body in that coding. */
async function sendHtml(c: Context, cacheControl: string, bodyIn: (coding: PageCoding) => Uint8Array | Promise<Uint8Array>) {
  const accepted = c.req.header('accept-encoding');
  const coding: PageCoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : null;
  const body = await bodyIn(coding);
  c.header('content-type', 'text/html; charset=UTF-8');
  c.header('cache-control', cacheControl);
  c.header('vary', 'Accept-Encoding', { append: true });
  if (coding) c.header('content-encoding', coding);
  return c.body(new Uint8Array(body));
}

/** A page made for this request, compressed quickly (it is sent once). */
const sendPage = (c: Context, html: Buffer, cacheControl: string) =>
  sendHtml(c, cacheControl, async (coding) =>
    coding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : coding === 'gzip' ? gzip(html, { level: 6 }) : html,
  );

/** The drawn page in the smallest copy the browser takes (made once, at the best compression). */
const sendDrawnPage = (c: Context, page: DrawnPage) => sendHtml(c, 'no-cache', (coding) => (coding ? page[coding] : page.html));

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
