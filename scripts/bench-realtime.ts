// `npm run bench` (realtime): how long a notification takes to reach 1,000 open event streams of
// one agent over real HTTP on loopback, next to a bare Node server writing the same frame to
// 1,000 responses, in the same run (issue 15's goal: p99 within 2x of the bare broadcast).
// PGlite by default; BENCH_DATABASE_URL (a throwaway PostgreSQL database) measures a server too.
// Figures, never assertions.
import http from 'node:http';
import os from 'node:os';
import { startBenchApp } from './bench-app.ts';
import { openEventStream } from './event-stream-client.ts';
import { saveBenchResult } from './bench-results.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const ROUNDS = 15;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Stream = { onEvent: (name: string) => void };

/** Opens STREAMS streams, then sends ROUNDS events and times each stream's receipt of each. */
async function measure(port: number, pathname: string, headers: Record<string, string>, send: () => Promise<void>) {
  let waiting: { started: number; left: number; times: number[]; done: () => void } | undefined;
  const streams: Stream[] = Array.from({ length: STREAMS }, () => ({
    onEvent: (name) => {
      if (name !== 'notification' || !waiting) return;
      waiting.times.push(performance.now() - waiting.started);
      if (--waiting.left === 0) waiting.done();
    },
  }));
  for (let i = 0; i < STREAMS; i += 100)
    await Promise.all(streams.slice(i, i + 100).map((s) => openEventStream(port, pathname, headers, s, agent)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const all: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times: number[] = [];
    await new Promise<void>((done) => {
      waiting = { started: performance.now(), left: STREAMS, times, done };
      void send();
    });
    if (round > 1) all.push(...times); // the first rounds warm up
  }
  all.sort((a, b) => a - b);
  return { first: all[0]!, p50: percentile(all, 50), p99: percentile(all, 99) };
}

/** The baseline: a bare Node server that writes one prepared SSE frame to every open response. */
async function bareBroadcast() {
  const responses: http.ServerResponse[] = [];
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('event: connection\ndata: {}\n\n');
    responses.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const frame = `event: notification\ndata: ${JSON.stringify({ id: crypto.randomUUID(), type: 'lead', title: 'New lead', message: 'Ana asked about 12 Oak St', read: false, created_at: new Date().toISOString() })}\n\n`;
  const figures = await measure(port, '/', {}, async () => {
    for (const res of responses) res.write(frame);
  });
  for (const res of responses) res.end();
  server.closeAllConnections();
  server.close();
  return figures;
}

async function porchlight(databaseUrl: string | undefined) {
  const bench = await startBenchApp(databaseUrl);
  const agentSignedIn = await bench.signUpAgent('Bench Agent');
  let n = 0;
  const figures = await measure(bench.port, '/api/realtime/events?types=notification', bench.headersOf(agentSignedIn), async () => {
    await bench.composition.services.notifications.notify(agentSignedIn.userId, {
      type: 'lead',
      title: `New lead ${++n}`,
      message: 'Ana asked about 12 Oak St',
    });
  });
  await bench.close();
  return figures;
}

console.log(
  `\nRealtime: one notification to ${STREAMS.toLocaleString('en-US')} open event streams of one agent, HTTP on loopback, ${os.cpus().length} cores (goal: p99 within 2x of a bare Node broadcast)`,
);
const bare = await bareBroadcast();
const fmt = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
console.log(`  bare Node broadcast            first ${fmt(bare.first)}   p50 ${fmt(bare.p50)}   p99 ${fmt(bare.p99)}`);
const targets: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.BENCH_DATABASE_URL) targets.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
const results: Record<string, unknown> = {
  streams: STREAMS,
  bare_first_ms: +bare.first.toFixed(1),
  bare_p50_ms: +bare.p50.toFixed(1),
  bare_p99_ms: +bare.p99.toFixed(1),
};
for (const [name, url] of targets) {
  const ours = await porchlight(url);
  console.log(
    `  Porchlight on ${name.padEnd(16)} first ${fmt(ours.first)}   p50 ${fmt(ours.p50)}   p99 ${fmt(ours.p99)}   ratio p50 ${(ours.p50 / bare.p50).toFixed(2)}x, p99 ${(ours.p99 / bare.p99).toFixed(2)}x`,
  );
  results[name.toLowerCase()] = {
    first_ms: +ours.first.toFixed(1),
    p50_ms: +ours.p50.toFixed(1),
    p99_ms: +ours.p99.toFixed(1),
    p50_ratio: +(ours.p50 / bare.p50).toFixed(2),
    p99_ratio: +(ours.p99 / bare.p99).toFixed(2),
  };
}
saveBenchResult('realtime_fanout', results);
agent.destroy();
