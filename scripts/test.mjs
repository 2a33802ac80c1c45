// `npm test`: every check CI runs, stopping at the first failure. Two lanes run side by side,
// each check in a lane after the one before it (decision 060):
//   the production build (web app, compiled server, extension) -> typecheck -> lint and
//     formatting -> Playwright e2e against that build
//   domain, web, extension and scripts unit tests -> server API tests on PostgreSQL, in full
//     (when DATABASE_URL is set) -> server API tests on PGlite (only the embedded database's
//     own paths when DATABASE_URL is set, else all of them)
// The e2e journeys use less than one core (they mostly wait on the browser and the server), so
// the CPU-bound server passes fill the second core beside them; typecheck and lint (about three
// minutes since TypeScript 7 and oxlint) go before the journeys so that both lanes end at about
// the same time, and a type or lint error stops the run early. CI has 2 cores.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

const check = (name, command, args, env = envWithoutDatabase) => ({ name, command, args, env });

// With a PostgreSQL server (DATABASE_URL, as CI has), the server suite runs there in full and on
// PGlite only where the embedded database takes paths of its own: the driver, migrations and
// vacuum (src/db), the job queue's sole worker (src/jobs), LISTEN/NOTIFY (realtime), the plan-limit
// lock held in the process (billing), import files kept on disk (csv-import), and the embedded
// database's own files through a kill, a full disk, a backup and worker processes (test/). The
// route-by-route proofs in test/ (hostile bodies, tenant isolation) take no path of PGlite's own
// and were most of this pass's time on PGlite (463 of 666 s), so they run on PostgreSQL only.
// Both are PostgreSQL; the whole suite on both was the largest part of CI's time
// (docs/decisions/060-ci-under-twenty-minutes.md). Without DATABASE_URL all of it runs on PGlite.
// Vitest matches each as a part of a test file's path from the repository's root.
const EMBEDDED_DATABASE_PATHS = [
  'apps/server/src/db/',
  'apps/server/src/jobs/',
  'apps/server/src/modules/realtime/',
  'apps/server/src/modules/csv-import/',
  'apps/server/test/backup-restore.test.ts',
  'apps/server/test/fault-disk-full.test.ts',
  'apps/server/test/fault-kill.test.ts',
  'apps/server/test/job-queue-processes.test.ts',
  'automations-restart.test.ts',
  'v1-openapi-lint.test.ts',
  'limit-guard.test.ts',
  'limit-lock.test.ts',
];
const serverOnPostgres = DATABASE_URL
  ? [check('Server API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { ...envWithoutDatabase, DATABASE_URL })]
  : [];
const serverOnPglite = DATABASE_URL
  ? check("Server API tests on PGlite (the embedded database's own paths)", 'npx', [
      'vitest',
      'run',
      '--project',
      'server',
      ...EMBEDDED_DATABASE_PATHS,
    ])
  : check('Server API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server']);
if (!DATABASE_URL) console.log('DATABASE_URL is not set: the server tests run on PGlite only.');

const lanes = [
  [
    check('Build the web app, the server and the extension', 'npm', ['run', 'build']),
    check('Typecheck', 'npm', ['run', 'typecheck']),
    check('Lint and formatting', 'npm', ['run', 'lint']),
    check('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  ],
  [
    check('Domain, web, extension and scripts unit tests', 'npx', [
      'vitest',
      'run',
      '--project',
      'domain',
      '--project',
      'web',
      '--project',
      'web-isolated',
      '--project',
      'extension',
      '--project',
      'scripts',
    ]),
    ...serverOnPostgres,
    serverOnPglite,
  ],
];

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const running = new Set();
const results = [];
// The checks stopped because another failed: reported as stopped, their output left out.
const stopped = new WeakSet();
let failed = false;

/** Runs one check with its output held, printed whole when it ends (two lanes write at once). */
function run({ name, command, args, env }) {
  console.log(`[${elapsed()}] start ${name}: ${command} ${args.join(' ')}`);
  const begun = Date.now();
  // Its own process group, so a failure elsewhere can stop it and everything it started.
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  const held = [];
  child.stdout.on('data', (chunk) => held.push(chunk));
  child.stderr.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      const wasStopped = stopped.has(child) && code !== 0;
      if (!wasStopped) process.stdout.write(`\n=== ${name} (${seconds} s)\n${Buffer.concat(held).toString()}\n`);
      results.push({ line: `${status === 0 ? 'ok  ' : wasStopped ? 'STOP' : 'FAIL'} ${name} (${seconds} s)`, status });
      resolve(status);
    });
  });
}

/**
 * Stops every running check and what it started. SIGINT first, as Ctrl-C would: Playwright then
 * shuts down the servers it started (the OpenID provider), which a SIGTERM to its group left
 * running on their ports. Whatever is still there after 10 s is killed.
 */
function stopEverything() {
  failed = true;
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  for (const child of running) {
    stopped.add(child);
    signal(child, 'SIGINT');
  }
  setTimeout(() => {
    for (const child of running) signal(child, 'SIGKILL');
  }, 10_000).unref();
}

async function runLane(lane) {
  for (const step of lane) {
    if (failed) return;
    const status = await run(step);
    if (status !== 0 && !failed) stopEverything();
  }
}

process.on('SIGINT', () => {
  stopEverything();
  process.exit(130);
});

await Promise.all(lanes.map(runLane));
const failures = results.filter((r) => r.status !== 0);
console.log(`\n${results.map((r) => r.line).join('\n')}`);
console.log(`checks: ${results.length - failures.length} passed, ${failures.length} failed or stopped (${elapsed()} in all)`);
process.exit(failures.length > 0 ? failures[0].status || 1 : 0);
