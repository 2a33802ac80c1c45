// `node --import tsx scripts/bench-board.ts [leads]`: the pipeline board beside the leads list as
// an agent opens them, in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium), against the
// built server (`npm run build` first) on a fresh embedded database holding a real book's size
// (20,000 leads unless set, spread over the stages). Both are visited signed in with the app's
// code already cached by the service worker (a second visit); each figure is the median of
// BOARD_RUNS runs (5 unless set), list and board interleaved, from the navigation's start to the
// first row / first card in the page. Issue 46: "the board opens as fast as the list". Figures,
// never assertions.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { createApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { seedLeadBook } from './bench-book.ts';
import { saveBenchResult } from './bench-results.ts';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const BOOK_SIZE = Number(process.argv[2] ?? 20_000);
const RUNS = Number(process.env.BOARD_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4797);
const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const url = `http://localhost:${PORT}`;
const APP_SECRET = 'bench-board-secret-that-is-long-enough-0123456789';
const AGENT = { email: `board-${Date.now()}@example.com`, name: 'Bench Agent', password: 'bench correct horse' };
/** What each screen's first record is in the page: a row of the table, a card of the board. */
const SCREENS = {
  list: { path: '/leads', selector: '[data-row-id]' },
  board: { path: '/leads?view=board', selector: '[aria-roledescription="draggable lead"]' },
} as const;
type Screen = keyof typeof SCREENS;

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('\nBoard beside list  skipped: no built app (run `npm run build` first)');
  process.exit(0);
}
if (!fs.existsSync(chromePath)) {
  console.log(`\nBoard beside list  skipped: no Chromium at ${chromePath} (install Debian's chromium or set CHROME_PATH)`);
  process.exit(0);
}

/** The agent and their book, written in process into the data directory the built server then opens. */
async function seed(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET });
  const composition = await compose(config, createLogger('silent'));
  try {
    const app = createApp(composition.deps, composition.services);
    const socket = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
    const signUp = await app.request(
      '/api/auth/sign-up/email',
      { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(AGENT) },
      socket,
    );
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    // The first read of the stages makes the account's default ones.
    const { stages } = (await (await app.request('/api/pipeline/stages', { headers: { cookie } }, socket)).json()) as {
      stages: { id: string }[];
    };
    await seedLeadBook(
      composition.deps.db,
      userId,
      stages.map((s) => s.id),
      BOOK_SIZE,
    );
  } finally {
    await composition.close();
  }
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, APP_URL: url, APP_SECRET, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, 'apps/server/dist/main.js')], {
    env,
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A browser the agent signed in to (the sign-in form's cookies), which records when each screen's first record appears. */
async function openBrowser(): Promise<{ context: BrowserContext; profile: string }> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: AGENT.email, password: AGENT.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-board-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!.split('='));
  await context.addCookies(cookies.map(([name, ...value]) => ({ name: name!, value: value.join('='), url })));
  // In the page before its own scripts: the time (from the navigation's start) each screen's first record is in the document.
  await context.addInitScript(`(() => {
    const selectors = ${JSON.stringify(Object.fromEntries(Object.entries(SCREENS).map(([k, s]) => [k, s.selector])))};
    const seen = (window.__firstRecord = {});
    const look = () => { for (const [k, s] of Object.entries(selectors)) if (!(k in seen) && document.querySelector(s)) seen[k] = performance.now(); };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  })()`);
  return { context, profile };
}

/** One visit: navigation start to the screen's first record, in ms. */
async function visit(context: BrowserContext, screen: Screen): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}${SCREENS[screen].path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(`window.__firstRecord[${JSON.stringify(screen)}]`, undefined, { timeout: 120_000 });
    return (await handle.jsonValue()) as number;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-board-'));
let server: ChildProcess | undefined;
let browser: { context: BrowserContext; profile: string } | undefined;
const times: Record<Screen, number[]> = { list: [], board: [] };
try {
  const seeding = performance.now();
  await seed(dataDir);
  console.log(
    `Board beside list: ${BOOK_SIZE.toLocaleString('en-US')} leads seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  server = await startServer(dataDir);
  browser = await openBrowser();
  // First visits: the service worker installs and caches the app's code; the next ones are second visits.
  for (const screen of Object.keys(SCREENS) as Screen[]) await visit(browser.context, screen);
  const page = await browser.context.newPage();
  await page.goto(`${url}/leads`);
  await page.evaluate('navigator.serviceWorker?.ready.then(() => true)');
  await page.close();
  for (const screen of Object.keys(SCREENS) as Screen[]) await visit(browser.context, screen);
  // Interleaved, so a change in the machine's load falls on both alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const screen of Object.keys(SCREENS) as Screen[]) times[screen].push(await visit(browser.context, screen));
    process.stdout.write(`\rBoard beside list: ${run} of ${RUNS} runs`);
  }
} finally {
  await browser?.context.close().catch(() => undefined);
  if (browser) fs.rmSync(browser.profile, { recursive: true, force: true });
  if (server) await new Promise((resolve) => server!.once('exit', resolve).kill('SIGTERM'));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const figures: Record<string, Record<string, number>> = {};
console.log(
  `\n\nBoard beside list, ${BOOK_SIZE.toLocaleString('en-US')} leads, built server on PGlite, Chromium with the app's code cached, ${os.cpus().length} cores`,
);
for (const screen of Object.keys(SCREENS) as Screen[]) {
  const all = times[screen];
  figures[screen] = { median_ms: Math.round(median(all)), min_ms: Math.round(Math.min(...all)), max_ms: Math.round(Math.max(...all)) };
  const what = screen === 'list' ? 'first row ' : 'first card';
  console.log(
    `  ${SCREENS[screen].path.padEnd(18)} navigation to ${what}  median ${Math.round(median(all))} ms  (range ${Math.round(Math.min(...all))}-${Math.round(Math.max(...all))} ms, ${all.length} runs)`,
  );
}
console.log(`  board / list: ${(median(times.board) / median(times.list)).toFixed(2)}`);
saveBenchResult('board_beside_list', {
  leads: BOOK_SIZE,
  runs: RUNS,
  ...figures,
  board_to_list: +(median(times.board) / median(times.list)).toFixed(2),
});
