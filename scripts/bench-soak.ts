// `npm run bench` (soak): 1,000 open event streams (10 agents with 100 tabs each) and steady
// writes through the HTTP API for SOAK_MINUTES (10), watching the process's memory every 10 s
// after a forced collection, the events each stream received against those published for its
// agent, and the writes' latency in the first and the last minute. PGlite, then PostgreSQL with
// BENCH_DATABASE_URL (a throwaway database). Each database soaks in a process of its own, so
// one's memory is not the other's (`node --expose-gc --import tsx scripts/bench-soak.ts pglite`,
// or `postgresql`, runs one in this process). "Start" is once the streams are open, before the
// first write. Figures, never assertions (the machine is shared).
//
// Knobs: SOAK_MINUTES, SOAK_AGENTS (10), SOAK_STREAMS_PER_AGENT (100), SOAK_CYCLE_MS (1000: each
// agent's round of four writes starts this often), SOAK_HEAP_SNAPSHOTS (a directory: heap
// snapshots halfway and at the end of the writes, to diff in Chrome's DevTools when memory climbs).
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { startBenchApp, type BenchAgent, type BenchApp } from './bench-app.ts';
import { openEventStream } from './event-stream-client.ts';
import { deliveryGaps, percentile, secondHalf, slopePerMinute, type Sample } from './soak-figures.ts';
import { saveBenchResult } from './bench-results.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const AGENTS = Number(process.env.SOAK_AGENTS ?? 10);
const STREAMS_PER_AGENT = Number(process.env.SOAK_STREAMS_PER_AGENT ?? 100);
const CYCLE_MS = Number(process.env.SOAK_CYCLE_MS ?? 1000);
const SAMPLE_MS = 10_000;
/**
 * After the last write: how long the job queue may take to run what the writes queued (each lead
 * created queues its "new lead" notification, automations, webhooks and routing; each
 * notification an alert) and the streams to receive what that publishes.
 */
const CATCH_UP_MS = 5 * 60_000;
/** The kinds the streams ask for: what the web app's shell asks for. */
const KINDS = ['notification', 'dashboard_update'] as const;
type Kind = (typeof KINDS)[number];

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

type MemorySample = {
  minutes: number;
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  listeners: number;
  serverStreams: number;
  jobsLagSeconds: number;
  jobsDue: number;
};
type Write = { at: number; ms: number };
type Stream = { agent: number; received: Record<Kind, number>; heartbeats: number; open: boolean };

export type SoakFigures = Awaited<ReturnType<typeof soak>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sampleMemory(bench: BenchApp, startedAt: number): Promise<MemorySample> {
  const jobs = await bench.composition.jobs.health();
  gc?.();
  const m = process.memoryUsage();
  return {
    jobsLagSeconds: jobs.lagSeconds,
    jobsDue: jobs.due,
    minutes: (performance.now() - startedAt) / 60_000,
    rss: m.rss / MB,
    heapUsed: m.heapUsed / MB,
    external: m.external / MB,
    arrayBuffers: m.arrayBuffers / MB,
    listeners: bench.composition.services.realtime.bus.listenerCount(),
    serverStreams: bench.composition.services.realtime.streams.size,
  };
}

/** One agent's round of writes, each a request a browser would make: the events it publishes reach the agent's streams. */
async function writeCycle(bench: BenchApp, agent: BenchAgent, n: number, record: (ms: number, ok: boolean) => void) {
  const base = `http://127.0.0.1:${bench.port}/api`;
  const headers = { ...bench.headersOf(agent), 'content-type': 'application/json' };
  const send = async (method: string, url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    record(performance.now() - started, response.ok);
    if (!response.ok) console.warn(`    ${method} ${url.slice(base.length)} answered ${response.status}: ${text.slice(0, 200)}`);
    return response.ok ? ((text ? JSON.parse(text) : {}) as { id?: string }) : undefined;
  };
  // Created, changed and removed again, so the book stays within the trial's 25 leads however long the soak runs.
  const lead = await send('POST', `${base}/leads`, { name: `Soak Lead ${n}`, email: `soak-${n}@example.com`, source: 'Soak' });
  if (lead?.id) await send('PATCH', `${base}/leads/${lead.id}`, { status: 'warm', notes: `Called back (${n})` });
  const notified = await send('POST', `${base}/dev/notifications`, { type: 'system', title: `Soak ${n}`, message: 'Steady writes' });
  if (lead?.id) await send('DELETE', `${base}/leads/${lead.id}`);
  return { created: lead?.id !== undefined, notified: notified !== undefined };
}

type TableSize = { table: string; live: number; dead: number; mb: number };

/**
 * The database's size and its largest tables with their dead rows: what the writes leave behind.
 * PGlite has no autovacuum, so there the rows that updates and deletes replaced stay.
 */
async function databaseSize(bench: BenchApp) {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const { db } = bench.composition.database;
  const [total] = rows<{ bytes: string | number }>(await db.execute(sql`SELECT pg_database_size(current_database()) AS bytes`));
  const tables = rows<{ table: string; live: string | number; dead: string | number; bytes: string | number }>(
    await db.execute(
      sql`SELECT relname AS table, n_live_tup AS live, n_dead_tup AS dead, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT 5`,
    ),
  );
  return {
    mb: +(Number(total!.bytes) / MB).toFixed(1),
    largest: tables.map((t): TableSize => ({
      table: t.table,
      live: Number(t.live),
      dead: Number(t.dead),
      mb: +(Number(t.bytes) / MB).toFixed(1),
    })),
  };
}

/** Writes a heap snapshot when SOAK_HEAP_SNAPSHOTS names a directory (it stops the process for seconds). */
function heapSnapshot(name: string) {
  const dir = process.env.SOAK_HEAP_SNAPSHOTS;
  if (!dir) return;
  gc?.();
  console.log(`    heap snapshot: ${v8.writeHeapSnapshot(path.join(dir, `soak-${name}.heapsnapshot`))}`);
}

async function soak(databaseUrl: string | undefined, name: string) {
  const bench = await startBenchApp(databaseUrl, { backgroundJobs: true, env: { DEV_MAILBOX: 'true' } });
  const { bus } = bench.composition.services.realtime;
  const agents: BenchAgent[] = [];
  for (let i = 0; i < AGENTS; i++) agents.push(await bench.signUpAgent(`Soak Agent ${i + 1}`));
  const agentIndex = new Map(agents.map((a, i) => [a.userId, i]));

  // What the bus published for each agent, of the kinds the streams asked for: the ledger the streams are held to.
  const published = agents.map(() => ({ notification: 0, dashboard_update: 0 }) as Record<Kind, number>);
  let counting = false;
  bus.observe((userId, event) => {
    const i = agentIndex.get(userId);
    if (counting && i !== undefined && (KINDS as readonly string[]).includes(event.kind)) published[i]![event.kind as Kind]++;
  });

  const streamAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streams: Stream[] = [];
  for (let a = 0; a < AGENTS; a++) {
    for (let s = 0; s < STREAMS_PER_AGENT; s++)
      streams.push({ agent: a, received: { notification: 0, dashboard_update: 0 }, heartbeats: 0, open: true });
  }
  for (let i = 0; i < streams.length; i += 100) {
    await Promise.all(
      streams.slice(i, i + 100).map((stream) =>
        openEventStream(
          bench.port,
          `/api/realtime/events?types=${KINDS.join(',')}`,
          bench.headersOf(agents[stream.agent]!),
          {
            onEvent: (name) => {
              if (name === 'heartbeat') stream.heartbeats++;
              else if (counting && (KINDS as readonly string[]).includes(name)) stream.received[name as Kind]++;
            },
            onEnd: () => (stream.open = false),
          },
          streamAgent,
        ),
      ),
    );
  }
  await sleep(1_000);

  const databaseAtStart = await databaseSize(bench);
  const startedAt = performance.now();
  const memory: MemorySample[] = [await sampleMemory(bench, startedAt)];
  const firstMinute: Write[] = [];
  let lastMinute: Write[] = [];
  let writes = 0;
  let failed = 0;
  let creates = 0;
  let devNotifications = 0;
  let cycles = 0;
  let overruns = 0;
  const record = (ms: number, ok: boolean) => {
    const at = performance.now() - startedAt;
    writes++;
    if (!ok) failed++;
    if (at < 60_000) firstMinute.push({ at, ms });
    lastMinute.push({ at, ms });
    // At most the last two minutes are kept, trimmed once a minute: the soak's own bookkeeping must not grow with time.
    if (lastMinute[0]!.at < at - 120_000) lastMinute = lastMinute.filter((w) => w.at >= at - 60_000);
  };
  const deadline = startedAt + MINUTES * 60_000;
  counting = true;
  const halfway = setTimeout(() => heapSnapshot(`${name}-halfway`), MINUTES * 30_000);

  const sampler = setInterval(async () => {
    const sample = await sampleMemory(bench, startedAt);
    memory.push(sample);
    if (memory.length % 6 === 1) {
      const received = streams.reduce((sum, s) => sum + s.received.notification + s.received.dashboard_update, 0);
      console.log(
        `    ${sample.minutes.toFixed(1).padStart(4)} min  RSS ${sample.rss.toFixed(0)} MB  heap ${sample.heapUsed.toFixed(1)} MB  writes ${writes} (${failed} failed)  events received ${received}  streams ${sample.serverStreams}  jobs due ${sample.jobsDue} (lag ${sample.jobsLagSeconds.toFixed(0)} s)`,
      );
    }
  }, SAMPLE_MS);

  await Promise.all(
    agents.map(async (agent, a) => {
      await sleep((CYCLE_MS / AGENTS) * a); // the agents take turns within a cycle rather than all at once
      for (let n = 0; performance.now() < deadline; n++) {
        const cycleStart = performance.now();
        try {
          const done = await writeCycle(bench, agent, a * 1_000_000 + n, record);
          if (done.created) creates++;
          if (done.notified) devNotifications++;
        } catch (error) {
          // A request that got no answer (fetch names the socket's error as its cause).
          failed++;
          console.warn(`    agent ${a + 1}: ${(error as Error).message} (${String((error as Error).cause)})`);
        }
        cycles++;
        const left = cycleStart + CYCLE_MS - performance.now();
        if (left > 0) await sleep(left);
        else overruns++;
      }
    }),
  );
  const writingMs = performance.now() - startedAt;
  clearInterval(sampler);
  clearTimeout(halfway);
  const atLastWrite = await bench.composition.jobs.health();
  heapSnapshot(`${name}-end`);

  // Each lead created also queues the "new lead" notification job, whose event follows the write.
  const expectedNotifications = creates + devNotifications;
  const catchUpStart = performance.now();
  const short = () =>
    streams.some(
      (s) =>
        s.received.notification + s.received.dashboard_update < published[s.agent]!.notification + published[s.agent]!.dashboard_update,
    );
  const caughtUp = async () => {
    const jobs = await bench.composition.jobs.health();
    return (
      jobs.due === 0 && jobs.running === 0 && published.reduce((sum, p) => sum + p.notification, 0) >= expectedNotifications && !short()
    );
  };
  while (performance.now() - catchUpStart < CATCH_UP_MS && !(await caughtUp())) await sleep(500);
  const catchUpMs = performance.now() - catchUpStart;
  counting = false;
  memory.push(await sampleMemory(bench, startedAt));
  const jobsAtEnd = await bench.composition.jobs.health();
  const databaseAtEnd = await databaseSize(bench);

  const perStream = streams.map((s) => ({
    published: published[s.agent]!.notification + published[s.agent]!.dashboard_update,
    received: s.received.notification + s.received.dashboard_update,
  }));
  const gaps = deliveryGaps(perStream);
  const publishedTotal = published.reduce((sum, p) => sum + p.notification + p.dashboard_update, 0);
  const latencies = (list: Write[]) => {
    const sorted = list.map((w) => w.ms).sort((x, y) => x - y);
    return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  const heap = memory.map((m) => ({ minutes: m.minutes, value: m.heapUsed }));
  const rss = memory.map((m) => ({ minutes: m.minutes, value: m.rss }));
  const max = (samples: Sample[]) => Math.max(...samples.map((s) => s.value));
  const openAtEnd = streams.filter((s) => s.open).length;
  const serverAtEnd = { streams: bench.composition.services.realtime.streams.size, listeners: bus.listenerCount() };

  const figures = {
    minutes: +(writingMs / 60_000).toFixed(2),
    agents: AGENTS,
    streams: streams.length,
    gc_forced: gc !== undefined,
    writes,
    writes_per_second: +(writes / (writingMs / 1000)).toFixed(1),
    writes_failed: failed,
    write_cycles: cycles,
    cycles_over_period: overruns,
    events_published: publishedTotal,
    events_expected_per_stream_total: perStream.reduce((sum, s) => sum + s.published, 0),
    events_received: perStream.reduce((sum, s) => sum + s.received, 0),
    notifications_published: published.reduce((sum, p) => sum + p.notification, 0),
    notifications_implied_by_writes: expectedNotifications,
    events_lost: gaps.lost,
    events_extra: gaps.extra,
    streams_short: gaps.streamsShort,
    heartbeats_received: streams.reduce((sum, s) => sum + s.heartbeats, 0),
    caught_up_after_s: +(catchUpMs / 1000).toFixed(1),
    jobs: {
      lag_s_at_last_write: +atLastWrite.lagSeconds.toFixed(1),
      due_at_last_write: atLastWrite.due,
      max_lag_s: +Math.max(...memory.map((m) => m.jobsLagSeconds)).toFixed(1),
      due_at_end: jobsAtEnd.due,
      failed: jobsAtEnd.failed,
    },
    streams_open_at_end: openAtEnd,
    server_streams_at_end: serverAtEnd.streams,
    server_listeners_at_end: serverAtEnd.listeners,
    database_mb: { start: databaseAtStart.mb, end: databaseAtEnd.mb },
    largest_tables_at_end: databaseAtEnd.largest,
    rss_mb: {
      start: +rss[0]!.value.toFixed(1),
      end: +rss.at(-1)!.value.toFixed(1),
      max: +max(rss).toFixed(1),
      second_half_slope_mb_per_min: +slopePerMinute(secondHalf(rss)).toFixed(2),
    },
    heap_after_gc_mb: {
      start: +heap[0]!.value.toFixed(1),
      end: +heap.at(-1)!.value.toFixed(1),
      max: +max(heap).toFixed(1),
      second_half_slope_mb_per_min: +slopePerMinute(secondHalf(heap)).toFixed(3),
    },
    external_mb: { start: +memory[0]!.external.toFixed(1), end: +memory.at(-1)!.external.toFixed(1) },
    write_latency_ms: {
      first_minute: latencies(firstMinute),
      last_minute: latencies(lastMinute.filter((w) => w.at >= writingMs - 60_000)),
    },
    memory_samples: memory.map((m) => ({
      minutes: +m.minutes.toFixed(2),
      rss: +m.rss.toFixed(1),
      heap: +m.heapUsed.toFixed(1),
      external: +m.external.toFixed(1),
      jobs_due: m.jobsDue,
      jobs_lag_s: +m.jobsLagSeconds.toFixed(1),
    })),
  };
  streamAgent.destroy();
  await bench.close();
  return figures;
}

function print(name: string, f: SoakFigures) {
  const lat = (l: { p50: number; p99: number; count: number }) =>
    `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms (${l.count} writes)`;
  console.log(
    `  ${name}: ${f.minutes} min, ${f.writes.toLocaleString('en-US')} writes, ${f.writes_per_second} a second (${f.writes_failed} failed, ${f.cycles_over_period} of ${f.write_cycles} cycles over ${CYCLE_MS} ms)`,
  );
  console.log(
    `    RSS              start ${f.rss_mb.start} MB   end ${f.rss_mb.end} MB   max ${f.rss_mb.max} MB   second half ${f.rss_mb.second_half_slope_mb_per_min} MB/min`,
  );
  console.log(
    `    heap after GC    start ${f.heap_after_gc_mb.start} MB   end ${f.heap_after_gc_mb.end} MB   max ${f.heap_after_gc_mb.max} MB   second half ${f.heap_after_gc_mb.second_half_slope_mb_per_min} MB/min${f.gc_forced ? '' : '   (no --expose-gc: not after a forced collection)'}`,
  );
  console.log(
    `    events           ${f.events_received.toLocaleString('en-US')} received of ${f.events_expected_per_stream_total.toLocaleString('en-US')} published to the streams' agents: ${f.events_lost} lost (${f.streams_short} streams short), ${f.events_extra} extra; notifications ${f.notifications_published} published, ${f.notifications_implied_by_writes} implied by the writes`,
  );
  console.log(
    `    job queue        at the last write ${f.jobs.due_at_last_write} due, lag ${f.jobs.lag_s_at_last_write} s (max ${f.jobs.max_lag_s} s); caught up ${f.caught_up_after_s} s after it${f.jobs.due_at_end > 0 ? ` with ${f.jobs.due_at_end} still due` : ''}; ${f.jobs.failed} failed`,
  );
  const tables = f.largest_tables_at_end.map((t) => `${t.table} ${t.mb} MB (${t.live} live, ${t.dead} dead rows)`).join(', ');
  console.log(`    database         ${f.database_mb.start} MB at the first write, ${f.database_mb.end} MB at the end; largest: ${tables}`);
  console.log(
    `    streams          ${f.streams_open_at_end} of ${f.streams} still open at the end (server: ${f.server_streams_at_end} streams, ${f.server_listeners_at_end} bus listeners)`,
  );
  console.log(
    `    write latency    first minute ${lat(f.write_latency_ms.first_minute)};   last minute ${lat(f.write_latency_ms.last_minute)}`,
  );
}

/** Runs one database's soak in a fresh process (with --expose-gc) and takes its figures back. */
function soakInChild(database: Database): Promise<SoakFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [database], { execArgv: ['--expose-gc', '--import', 'tsx'] });
    let figures: SoakFigures | undefined;
    child.on('message', (message) => (figures = message as SoakFigures));
    child.on('error', reject);
    child.on('exit', (code) =>
      figures ? resolve(figures) : reject(new Error(`the ${database} soak exited with ${code} before its figures`)),
    );
  });
}

type Database = 'pglite' | 'postgresql';
const NAMES: Record<Database, string> = { pglite: 'PGlite', postgresql: 'PostgreSQL' };
const only = process.argv[2] as Database | undefined;

if (only) {
  // One database in this process: `node --expose-gc --import tsx scripts/bench-soak.ts postgresql`.
  if (!(only in NAMES)) throw new Error(`Say pglite or postgresql, not ${only}`);
  if (only === 'postgresql' && !process.env.BENCH_DATABASE_URL)
    throw new Error('The PostgreSQL soak needs BENCH_DATABASE_URL (a throwaway database)');
  const figures = await soak(only === 'postgresql' ? process.env.BENCH_DATABASE_URL : undefined, only);
  print(NAMES[only], figures);
  if (process.send) {
    process.send(figures);
    process.disconnect();
  }
} else {
  console.log(
    `\nSoak: ${(AGENTS * STREAMS_PER_AGENT).toLocaleString('en-US')} open event streams (${AGENTS} agents x ${STREAMS_PER_AGENT}) and 4 writes per agent every ${CYCLE_MS} ms through the API, for ${MINUTES} min, HTTP on loopback, ${os.cpus().length} cores; memory is this one process (server and the streams' client), load average ${os.loadavg()[0]!.toFixed(1)} at start`,
  );
  const databases: Database[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
  const results: Record<string, unknown> = {};
  for (const database of databases) results[database] = await soakInChild(database);
  saveBenchResult('soak', { ...results, load_average_at_end: +os.loadavg()[0]!.toFixed(1) });
}
