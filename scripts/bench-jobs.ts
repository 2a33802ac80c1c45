// `npm run bench` (jobs): how fast the job queue takes trivial jobs with 10,000 queued, and how
// long an idle worker takes from a committed enqueue to the job's start, on PGlite and, with
// BENCH_DATABASE_URL, on PostgreSQL. Figures, never assertions (these machines are noisy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';

const QUEUED = 10_000;
const LATENCY_SAMPLES = 100;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function bench(label: string, database: DatabaseHandle) {
  const namespace = `bench-${Date.now()}:`;
  let done = 0;
  let onDone: () => void = () => {};
  const started = new Map<string, number>();
  const queue = createJobQueue(database, createLogger('silent'), { namespace, concurrency: 32, pollMs: 1_000 });
  queue.define({
    queue: 'trivial',
    payload: z.object({ n: z.number() }),
    run: async () => {
      if (++done === QUEUED) onDone();
    },
  });
  queue.define({
    queue: 'timed',
    payload: z.object({ key: z.string() }),
    run: async ({ key }) => {
      started.set(key, performance.now());
      onDone();
    },
  });

  for (let i = 0; i < QUEUED; i += 1_000) {
    await queue.enqueueMany(
      database.db,
      'trivial',
      Array.from({ length: 1_000 }, (_, n) => ({ payload: { n: i + n } })),
    );
  }
  const all = new Promise<void>((resolve) => (onDone = resolve));
  const t0 = performance.now();
  await queue.start();
  await all;
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `${label.padEnd(12)} ${QUEUED.toLocaleString('en-US')} trivial jobs queued: ${Math.round(QUEUED / seconds)
      .toLocaleString('en-US')
      .padStart(6)} jobs/s`,
  );

  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    await new Promise((r) => setTimeout(r, 20)); // idle between samples
    const ran = new Promise<void>((resolve) => (onDone = resolve));
    const key = `k${i}`;
    const at = performance.now();
    await queue.enqueue(database.db, 'timed', { key });
    await ran;
    latencies.push(started.get(key)! - at);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(12)} enqueue to start, idle: p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms`,
  );
  await queue.stop();
  return { jobsPerSecond: QUEUED / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

console.log(`\nJob queue, ${os.cpus().length} cores (targets: >= 1,000 jobs/s on PostgreSQL, p99 <= 250 ms idle)`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-jobs-'));
const pglite = await openDatabase({ dataDir });
await bench('PGlite', pglite);
await pglite.close();
fs.rmSync(dataDir, { recursive: true, force: true });
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const server = await openDatabase({ databaseUrl: serverUrl, poolSize: 10 });
  await bench('PostgreSQL', server);
  await server.close();
} else {
  console.log('PostgreSQL   (set BENCH_DATABASE_URL to a throwaway database to measure it)');
}
