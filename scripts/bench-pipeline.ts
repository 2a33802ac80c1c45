// `node --import tsx scripts/bench-pipeline.ts [leads]`: the pipeline board's read beside the
// leads list's first page, at a real book's size (20,000 leads spread over the stages), on an
// embedded database (PGlite), in process. Figures, never assertions (issue 46: "the board opens
// as fast as the list").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { seedLeadBook } from './bench-book.ts';

const APP_URL = 'http://localhost:3000';
const BOOK_SIZE = Number(process.argv[2] ?? 20_000);
const ITERATIONS = 30;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-pipeline-'));
const config = loadConfig({
  NODE_ENV: 'test',
  APP_URL,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  APP_SECRET: 'bench-secret-that-is-long-enough-0123456789',
});
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
const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
const get = async (p: string) => {
  const started = performance.now();
  const res = await request(p, { headers: { cookie } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${p}: ${res.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
};

const stages = (await (await request('/api/pipeline', { headers: { cookie } })).json()) as { stages: { id: string }[] };
await seedLeadBook(
  composition.deps.db,
  userId,
  stages.stages.map((s) => s.id),
  BOOK_SIZE,
);

console.log(`Pipeline board beside the leads list, ${BOOK_SIZE} leads, PGlite in process, ${os.cpus().length} cores`);
for (const [name, p] of [
  ['GET /api/leads (page 1)', '/api/leads'],
  ['GET /api/pipeline', '/api/pipeline'],
  ['GET /api/pipeline?search=lead 12', '/api/pipeline?search=lead%2012'],
  ['GET /api/pipeline?tag=vip', '/api/pipeline?tag=vip'],
] as const) {
  const first = await get(p);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) times.push((await get(p)).ms);
  console.log(
    `${name.padEnd(36)} first ${first.ms.toFixed(0).padStart(5)} ms   median ${median(times).toFixed(1).padStart(7)} ms   ${(first.bytes / 1024).toFixed(0).padStart(5)} KB`,
  );
}
await composition.close();
