// `npm run bench`: prints latency figures for the API on an embedded database, in process
// (no socket), so the numbers are the app's own cost; with BENCH_DATABASE_URL (a throwaway
// PostgreSQL database) on that server too. Figures, never assertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { leads, properties } from '../apps/server/src/db/schema/index.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { saveBenchResult } from './bench-results.ts';

const ITERATIONS = 500;
const APP_URL = 'http://localhost:3000';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, run: () => Response | Promise<Response>) {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${name}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${name.padEnd(34)} median ${fmt(percentile(times, 50)).padStart(9)}   p95 ${fmt(percentile(times, 95)).padStart(9)}   (${ITERATIONS} requests)`,
  );
}

/**
 * `concurrency` callers at once for `seconds` (the issue's "50 connections", in process): each
 * request's time, and how long they took together.
 */
async function throughput(run: () => Response | Promise<Response>, { concurrency = 50, seconds = 1 } = {}) {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      // A client's next request reaches a server as I/O, after the event loop's other work. In
      // process on PGlite a request is promises only, and fifty callers looping on it starved
      // that work: a session's first resolution waits on crypto and took the whole run (p99 3 s).
      await new Promise((resolve) => setImmediate(resolve));
      const res = await run();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`throughput: ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = (performance.now() - started) / 1000;
  return { times, elapsed };
}

/**
 * Two routes' throughput in turns (1 s each, four times): the machine's speed drifts within a
 * run, and turns give both sides the same share of it, so their ratio holds still.
 */
async function inTurns(
  first: () => Response | Promise<Response>,
  second: () => Response | Promise<Response>,
  { turns = 4, seconds = 1 } = {},
) {
  const sides = [first, second].map(() => ({ requests: 0, seconds: 0, times: [] as number[] }));
  for (let turn = 0; turn < turns; turn++) {
    for (const [index, run] of [first, second].entries()) {
      const figures = await throughput(run, { seconds });
      sides[index]!.requests += figures.times.length;
      sides[index]!.seconds += figures.elapsed;
      sides[index]!.times.push(...figures.times);
    }
  }
  const figuresOf = ({ requests, seconds: elapsed, times }: (typeof sides)[number]) => {
    times.sort((a, b) => a - b);
    return { perSecond: requests / elapsed, p50: percentile(times, 50), p99: percentile(times, 99) };
  };
  return [figuresOf(sides[0]!), figuresOf(sides[1]!)] as const;
}

/** The same figures on one database: PGlite (a new data directory), or a throwaway PostgreSQL database. */
async function benchOn(databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const composition = await compose(config, createLogger('silent'));
  const app = createApp(composition.deps, composition.services);
  const socket = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
  const request = (p: string, init: RequestInit = {}) => app.request(p, init, socket);

  const signUp = await request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, name: 'Bench Agent', password: 'bench password' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await request('/api/sessions/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL, cookie },
    body: JSON.stringify({
      userId: ((await signUp.json()) as { user: { id: string } }).user.id,
      fingerprint: 'bench',
      deviceInfo: { fingerprint: 'bench' },
      sessionInfo: {},
    }),
  });

  console.log(`\nPorchlight API on ${database}, in process, ${os.cpus().length} cores`);
  await measure('GET /api/health', () => request('/api/health'));
  await measure('GET /api/auth/get-session', () => request('/api/auth/get-session', { headers: { cookie } }));
  await measure('GET /api/profile (session + query)', () => request('/api/profile', { headers: { cookie } }));
  await measure('GET /api/sessions (device list)', () => request('/api/sessions', { headers: { cookie } }));
  await measure('GET /api/subscription (plan + usage)', () => request('/api/subscription', { headers: { cookie } }));
  await measure('GET /api/team', () => request('/api/team', { headers: { cookie } }));

  // A book of business: 5,000 properties and 5,000 leads for this agent, then the list screens' queries.
  const BOOK_SIZE = 5000;
  const userId = ((await (await request('/api/auth/get-session', { headers: { cookie } })).json()) as { user: { id: string } }).user.id;
  const cities = ['Austin', 'Dallas', 'Houston', 'San Antonio', 'El Paso'];
  const statuses = ['Active', 'Pending', 'Sold', 'Off Market', 'Price Reduced'];
  for (let start = 0; start < BOOK_SIZE; start += 1000) {
    await composition.deps.db.insert(properties).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId,
        address: `${start + i} Maple Avenue`,
        city: cities[i % 5],
        currentPrice: 200_000 + (((start + i) * 997) % 900_000),
        bedrooms: 1 + (i % 5),
        status: statuses[i % 5],
        isWatched: i % 50 === 0,
      })),
    );
    await composition.deps.db.insert(leads).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId,
        name: `Lead ${start + i}`,
        email: `lead${start + i}@example.com`,
        status: ['hot', 'warm', 'cold'][i % 3],
        source: ['Zillow', 'Referral', 'Open house'][i % 3],
        tags: i % 2 ? ['buyer'] : ['seller', 'vip'],
        location: cities[i % 5],
      })),
    );
  }
  await composition.deps.db.execute(sql`analyze`);
  await measure(`GET /api/properties (${BOOK_SIZE}, page 1)`, () => request('/api/properties', { headers: { cookie } }));
  await measure('GET /api/properties?sort=currentPrice', () =>
    request('/api/properties?sort=currentPrice&limit=100', { headers: { cookie } }),
  );
  await measure('GET /api/properties?search&filters', () =>
    request('/api/properties?search=maple&status=Pending&minBeds=3&page=5', { headers: { cookie } }),
  );
  await measure(`GET /api/leads (${BOOK_SIZE}, page 1)`, () => request('/api/leads', { headers: { cookie } }));
  await measure('GET /api/leads?tag=vip&sort=name', () => request('/api/leads?tag=vip&sort=name', { headers: { cookie } }));
  await measure('GET /api/leads/audience', () => request('/api/leads/audience', { headers: { cookie } }));

  // Side by side in this run: each route's requests a second as a share of /api/health's,
  // measured in turns with it, with the session cache (the app as it runs) and without it
  // (every request reads the session).
  const uncached = createApp({ ...composition.deps, sessionCache: undefined }, composition.services);
  const uncachedRequest = (p: string, init: RequestInit = {}) => uncached.request(p, init, socket);
  const rows: Record<string, unknown> = {};
  console.log(`\n50 callers at once, 4 s each in turns with GET /api/health; share of its req/s`);
  for (const [name, path] of [
    ['GET /api/profile', '/api/profile'],
    [`GET /api/leads (50 of ${BOOK_SIZE})`, '/api/leads?limit=50'],
    [`GET /api/properties (50 of ${BOOK_SIZE})`, '/api/properties?limit=50'],
  ] as const) {
    for (const [variant, send] of [
      ['session cache', request],
      ['no session cache', uncachedRequest],
    ] as const) {
      const [health, figures] = await inTurns(
        () => request('/api/health'),
        () => send(path, { headers: { cookie } }),
      );
      const share = figures.perSecond / health.perSecond;
      console.log(
        `${`${name}, ${variant}`.padEnd(44)} ${Math.round(figures.perSecond).toString().padStart(6)} req/s  ${(share * 100).toFixed(1).padStart(5)}% of health's ${Math.round(health.perSecond)}   p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms (${(figures.p99 / figures.p50).toFixed(1)}x)`,
      );
      rows[`${path}|${variant}`] = {
        per_second: Math.round(figures.perSecond),
        health_per_second: Math.round(health.perSecond),
        share_of_health: +share.toFixed(3),
        p50_ms: +figures.p50.toFixed(1),
        p99_ms: +figures.p99.toFixed(1),
      };
    }
  }
  saveBenchResult(`api_throughput_${database.toLowerCase()}`, rows);

  await composition.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await benchOn();
if (process.env.BENCH_DATABASE_URL) await benchOn(process.env.BENCH_DATABASE_URL);
