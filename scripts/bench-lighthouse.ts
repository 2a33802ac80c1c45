// `npm run bench`: Lighthouse's mobile performance and accessibility of `/signin` and `/dashboard`
// (issue 15's last row, goal >= 95 with accessibility 100), against the built server (`npm run
// build` first) on a fresh embedded database, the way a new user meets them: `/signin` without a
// cookie, `/dashboard` as an agent who has just signed up (a new one for every run, so each run
// sees the setup guide). Lighthouse's default mobile run (simulated 150 ms round trips, 1.6 Mbps,
// a CPU four times slower) in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium), runs
// interleaved (LIGHTHOUSE_RUNS, 3 unless set) and the median reported with the range. Its CPU
// figures scale with this machine's speed, so the benchmark index Lighthouse measured is printed
// and saved beside them. Figures, never assertions.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';
import { saveBenchResult } from './bench-results.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4795);
const appUrl = `http://localhost:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOAL = { performance: 95, accessibility: 100 };

if (!fs.existsSync(serverMain) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('\nLighthouse  skipped: run `npm run build` first (it measures the built app)');
  process.exit(0);
}
if (!fs.existsSync(chromePath)) {
  console.log(`\nLighthouse  skipped: no Chromium at ${chromePath} (install Debian's chromium or set CHROME_PATH)`);
  process.exit(0);
}

type Run = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; benchmarkIndex: number };
type LighthouseReport = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue: number }>;
  environment: { benchmarkIndex: number };
};

async function startServer(dataDir: string): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, APP_URL: appUrl, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, serverMain], { env, cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting: run `npm run build` first');
    if (await fetch(`${appUrl}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A new agent's cookies, as the sign-up form leaves them. */
async function newAgentCookie(): Promise<string> {
  const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ name: 'Bench Agent', email: `lighthouse-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'bench correct horse' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  return signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** One Lighthouse run through its own command line, as `docs/performance.md` records it. */
async function lighthouse(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const lighthouseBin = path.join(root, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    `--extra-headers=${JSON.stringify(headers)}`,
  ];
  const run = () => spawnSync(lighthouseBin, args, { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  // Lighthouse now and then fails to record the load's trace (NO_NAVSTART), once in ten runs here,
  // twice in a row once: such a run is made again, up to twice.
  let result = run();
  for (let retry = 0; retry < 2 && result.status !== 0; retry++) result = run();
  if (result.status !== 0) throw new Error(`lighthouse ${url} exited ${result.status}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as LighthouseReport;
  const audit = (id: string) => report.audits[id]!.numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (values: number[], format: (v: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-lighthouse-'));
const server = await startServer(dataDir);
const pages = { '/signin': [] as Run[], '/dashboard': [] as Run[] };
try {
  // Interleaved, so a change in the machine's load falls on both pages alike.
  for (let run = 1; run <= RUNS; run++) {
    pages['/signin'].push(await lighthouse(`${appUrl}/signin`));
    pages['/dashboard'].push(await lighthouse(`${appUrl}/dashboard`, { Cookie: await newAgentCookie() }));
    process.stdout.write(`\rLighthouse: ${run} of ${RUNS} runs of each page`);
  }
} finally {
  await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n\nLighthouse ${RUNS} mobile runs a page, median (range); goal performance >= ${GOAL.performance}, accessibility ${GOAL.accessibility}`);
const rows: Record<string, unknown> = {};
for (const [page, runs] of Object.entries(pages)) {
  const of = (key: keyof Run) => runs.map((r) => r[key]);
  const score = median(of('performance'));
  const accessibility = Math.min(...of('accessibility'));
  const verdict = score >= GOAL.performance && accessibility >= GOAL.accessibility ? 'met' : 'not met';
  console.log(
    `${page.padEnd(11)} performance ${String(score).padStart(3)} (${range(of('performance'), String)}, goal: ${verdict})   accessibility ${accessibility}` +
      `   first paint ${seconds(median(of('fcp')))}   largest paint ${seconds(median(of('lcp')))} (${range(of('lcp'), seconds)})` +
      `   blocking ${millis(median(of('tbt')))} (${range(of('tbt'), millis)})   layout shift ${median(of('cls')).toFixed(3)}   speed index ${seconds(median(of('si')))}`,
  );
  rows[page] = {
    runs: runs.length,
    performance_median: score,
    performance: of('performance'),
    accessibility_min: accessibility,
    first_contentful_paint_ms: Math.round(median(of('fcp'))),
    largest_contentful_paint_ms: of('lcp').map(Math.round),
    total_blocking_time_ms: of('tbt').map(Math.round),
    cumulative_layout_shift: median(of('cls')),
    speed_index_ms: Math.round(median(of('si'))),
    goal_performance: GOAL.performance,
  };
}
const benchmarkIndex = median(Object.values(pages).flat().map((r) => r.benchmarkIndex));
console.log(`this machine's benchmark index (Lighthouse's own measure of its CPU): ${Math.round(benchmarkIndex)}; the CPU figures scale with it`);
saveBenchResult('lighthouse_mobile', { ...rows, benchmark_index: Math.round(benchmarkIndex) });
