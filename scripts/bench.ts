// `npm run bench`: prints latency figures for the API on an embedded database, in process
// (no socket), so the numbers are the app's own cost. Figures, never assertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';

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
  console.log(`${name.padEnd(34)} median ${fmt(percentile(times, 50)).padStart(9)}   p95 ${fmt(percentile(times, 95)).padStart(9)}   (${ITERATIONS} requests)`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-'));
const config = loadConfig({ NODE_ENV: 'test', APP_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET: 'bench-secret-that-is-long-enough-0123456789' });
const composition = await compose(config, createLogger('silent'));
const app = createApp(composition.deps, composition.services);
const socket = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
const request = (p: string, init: RequestInit = {}) => app.request(p, init, socket);

const signUp = await request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: APP_URL },
  body: JSON.stringify({ email: 'bench@example.com', name: 'Bench Agent', password: 'bench password' }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
await request('/api/sessions/track', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: APP_URL, cookie },
  body: JSON.stringify({ userId: ((await signUp.json()) as { user: { id: string } }).user.id, fingerprint: 'bench', deviceInfo: { fingerprint: 'bench' }, sessionInfo: {} }),
});

console.log(`Porchlight API on PGlite, in process, ${os.cpus().length} cores`);
await measure('GET /api/health', () => request('/api/health'));
await measure('GET /api/auth/get-session', () => request('/api/auth/get-session', { headers: { cookie } }));
await measure('GET /api/profile (session + query)', () => request('/api/profile', { headers: { cookie } }));
await measure('GET /api/sessions (device list)', () => request('/api/sessions', { headers: { cookie } }));

await composition.close();
fs.rmSync(dataDir, { recursive: true, force: true });
