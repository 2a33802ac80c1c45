import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BOOK_HEADER } from '@porchlight/domain/ownership/ownership';
import type { PublicAppConfig } from '@porchlight/domain/app-config/public-app-config';
import type { Logger } from './logger.ts';

/**
 * The signed-in screens sent drawn with the agent's data (issue 15, decision 041). The web build
 * leaves their renderer in its dist (scripts/prerender.mjs); the server keeps it in a worker
 * thread from the first such page on, and answers its reads through its own API with the
 * agent's cookie, so a drawing shows exactly what the agent may read, and nothing is written.
 */
export const SIGNED_IN_RENDERER_MODULE = '.prerender/signed-in-screen.mjs';

/** A screen drawn: its markup and the block of what it was drawn from. */
export type DrawnSignedInScreen = { markup: string; dataBlock: string };

/**
 * A read the drawing makes, answered for the agent the page is for; `signal` ends it when the
 * drawing is done or given up (nothing it started outlives the page's answer).
 */
export type ReadForAgent = (apiPath: string, signal: AbortSignal) => Promise<Response>;

/**
 * How long a page waits for its drawing before it goes undrawn, as every page went before: the
 * drawing saves the agent a second or more on a slow phone, never costs them more than this.
 */
export const DRAW_WAIT_MS = 1500;

/**
 * Drawings under way at once, at most: one more page is sent undrawn at once. A drawing costs the
 * server about 40 times an undrawn page's work, so a burst of dashboards (or someone reloading
 * one in a loop) is never more than this many renders behind (issue 15).
 */
export const MAX_DRAWINGS_AT_ONCE = 4;

/**
 * One session's share, so one agent reloading over many connections cannot take the others'
 * (issue 44: 50 connections of one agent raised another's p95 from 63 ms to about 2 s): one
 * drawing at a time, and at most this many a minute; past either, its pages go undrawn.
 */
export const MAX_DRAWINGS_PER_SESSION_AT_ONCE = 1;
export const MAX_DRAWINGS_PER_SESSION_PER_MINUTE = 6;

/**
 * The renderer (React's server renderer and every screen's code, about 60 MB resident) is let
 * go after this long without a drawing, and started again by the next one (about 100 ms).
 */
export const RENDERER_IDLE_MS = 5 * 60_000;

// The worker: the app's `fetch` becomes a message to the server naming the drawing it belongs
// to (AsyncLocalStorage follows each drawing through its awaits), answered by the server.
const DRAWING_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { AsyncLocalStorage } = require('node:async_hooks');
const drawing = new AsyncLocalStorage();
const reads = new Map();
let lastRead = 0;
globalThis.fetch = (input, init = {}) => new Promise((resolve, reject) => {
  const drawId = drawing.getStore();
  if (drawId === undefined) return reject(new Error('A read made outside any drawing'));
  const readId = ++lastRead;
  reads.set(readId, { resolve, reject });
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  parentPort.postMessage({ type: 'read', drawId, readId, url, method: (init.method || 'GET').toUpperCase() });
});
const renderer = import(workerData.moduleUrl);
parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const read = reads.get(message.readId);
    reads.delete(message.readId);
    if (!read) return;
    if (message.error) read.reject(new Error(message.error));
    else read.resolve(new Response(message.body, { status: message.status, headers: { 'content-type': message.contentType } }));
    return;
  }
  drawing
    .run(message.drawId, () => renderer.then((screens) => screens.renderSignedInScreen(message.path, workerData.appConfig)))
    .then(
      (screen) => parentPort.postMessage({ type: 'drawn', drawId: message.drawId, screen }),
      (error) => parentPort.postMessage({ type: 'drawn', drawId: message.drawId, screen: null, error: String((error && error.stack) || error) }),
    );
});
`;

/** Where a drawing's relative reads resolve, to tell the API's paths from anything else. */
const DRAWING_ORIGIN = 'http://drawing.invalid';

type FromWorker =
  | { type: 'read'; drawId: number; readId: number; url: string; method: string }
  | { type: 'drawn'; drawId: number; screen: DrawnSignedInScreen | null; error?: string };

type Drawing = { read: ReadForAgent; reads: AbortController; done: (screen: DrawnSignedInScreen | null) => void };

export type SignedInScreenDrawer = {
  /**
   * The screen at `screenPath` for the agent `read` answers for, asked by the session `session`
   * (its token: a drawing's share is counted per session); null to send it undrawn.
   */
  draw(screenPath: string, read: ReadForAgent, session?: string): Promise<DrawnSignedInScreen | null>;
  close(): Promise<void>;
};

/** A drawer for the build in `distDir`, or null when the build has no renderer. */
export function signedInScreenDrawer(
  distDir: string,
  appConfig: PublicAppConfig,
  logger: Pick<Logger, 'warn'>,
  {
    waitMs = DRAW_WAIT_MS,
    idleMs = RENDERER_IDLE_MS,
    maxAtOnce = MAX_DRAWINGS_AT_ONCE,
    maxPerSessionAtOnce = MAX_DRAWINGS_PER_SESSION_AT_ONCE,
    maxPerSessionPerMinute = MAX_DRAWINGS_PER_SESSION_PER_MINUTE,
  } = {},
): SignedInScreenDrawer | null {
  const moduleFile = path.join(distDir, SIGNED_IN_RENDERER_MODULE);
  if (!fs.existsSync(moduleFile)) return null;
  const drawings = new Map<number, Drawing>();
  const sessionShares = sessionShareCounter(maxPerSessionAtOnce, maxPerSessionPerMinute);
  let lastDrawId = 0;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const stop = async () => {
    const stopping = worker;
    worker = undefined;
    await stopping?.terminate();
  };
  const restartIdleTimer = () => {
    clearTimeout(idleTimer);
    if (drawings.size > 0) return;
    idleTimer = setTimeout(() => void stop(), idleMs);
    idleTimer.unref();
  };

  const answer = async (target: Worker, message: Extract<FromWorker, { type: 'read' }>) => {
    const drawing = drawings.get(message.drawId);
    const reply = (fields: object) => target.postMessage({ type: 'answer', readId: message.readId, ...fields });
    // A drawing only reads the API; it never writes, and never reads anything else (a path is
    // taken as the browser would resolve it: "/api/../x" is not the API).
    const url = new URL(message.url, DRAWING_ORIGIN);
    if (!drawing || message.method !== 'GET' || url.origin !== DRAWING_ORIGIN || !url.pathname.startsWith('/api/')) {
      return reply({ error: `The drawing may not ${message.method} ${message.url}` });
    }
    try {
      const response = await drawing.read(url.pathname + url.search, drawing.reads.signal);
      reply({ status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() });
    } catch (error) {
      reply({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  const start = (): Worker => {
    const started = new Worker(DRAWING_WORKER, { eval: true, workerData: { moduleUrl: pathToFileURL(moduleFile).href, appConfig } });
    // A server that is otherwise done does not stay up for it.
    started.unref();
    started.on('message', (message: FromWorker) => {
      if (message.type === 'read') return void answer(started, message);
      if (message.error) logger.warn({ err: message.error }, 'Could not draw a signed-in screen; sending it undrawn');
      drawings.get(message.drawId)?.done(message.screen);
    });
    const lost = (error?: unknown) => {
      if (worker !== started) return;
      worker = undefined;
      logger.warn({ err: error }, "The signed-in screens' renderer stopped; sending them undrawn until it starts again");
      for (const drawing of drawings.values()) drawing.done(null);
    };
    started.on('error', lost);
    started.on('exit', () => lost());
    return started;
  };

  return {
    draw(screenPath, read, session) {
      if (drawings.size >= maxAtOnce || (session !== undefined && !sessionShares.take(session))) return Promise.resolve(null);
      const drawId = ++lastDrawId;
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(null), waitMs);
        const reads = new AbortController();
        const done = (screen: DrawnSignedInScreen | null) => {
          if (!drawings.has(drawId)) return;
          clearTimeout(timer);
          reads.abort();
          drawings.delete(drawId);
          if (session !== undefined) sessionShares.give(session);
          restartIdleTimer();
          resolve(screen);
        };
        drawings.set(drawId, { read, reads, done });
        clearTimeout(idleTimer);
        (worker ??= start()).postMessage({ type: 'draw', drawId, path: screenPath });
      });
    },
    async close() {
      for (const drawing of drawings.values()) drawing.done(null);
      clearTimeout(idleTimer);
      await stop();
    },
  };
}

/**
 * Each session's drawings under way and started this minute (a fixed one-minute window). Its
 * size is bounded by the sessions that drew in the last minute: older windows are swept.
 */
function sessionShareCounter(maxAtOnce: number, maxPerMinute: number, now = () => Date.now()) {
  const shares = new Map<string, { running: number; windowStart: number; started: number }>();
  return {
    /** False when the session may not start another drawing now. */
    take(session: string): boolean {
      const at = now();
      for (const [key, share] of shares) if (share.running === 0 && at - share.windowStart >= 60_000) shares.delete(key);
      const share = shares.get(session) ?? { running: 0, windowStart: at, started: 0 };
      if (at - share.windowStart >= 60_000) Object.assign(share, { windowStart: at, started: 0 });
      if (share.running >= maxAtOnce || share.started >= maxPerMinute) return false;
      share.running += 1;
      share.started += 1;
      shares.set(session, share);
      return true;
    },
    give(session: string) {
      const share = shares.get(session);
      if (share) share.running = Math.max(0, share.running - 1);
    },
  };
}

// Left off a drawing's reads: it wants plain JSON, whole, fresh, from the agent's own book (a
// device working in a team's book hides the drawing, apps/web/index.html).
const NOT_FOR_READS = [BOOK_HEADER, 'accept', 'accept-encoding', 'content-length', 'content-type', 'if-match', 'if-none-match', 'if-modified-since', 'range'];

/**
 * The page request's headers (its cookie, its client) as a drawing's read of the API sends them,
 * under the page's request id: the log shows the reads as that page's.
 */
export function readHeaders(pageHeaders: Headers, pageRequestId: string): Headers {
  const headers = new Headers(pageHeaders);
  for (const name of NOT_FOR_READS) headers.delete(name);
  headers.set('accept', 'application/json');
  headers.set('x-request-id', pageRequestId);
  return headers;
}
