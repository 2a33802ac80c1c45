// `npm test`: every check CI runs, in order, stopping at the first failure.
//   typecheck and lint (side by side) -> domain, web and scripts unit tests -> server API tests
//   (on PostgreSQL in full and on PGlite where it differs when DATABASE_URL is set, else all on PGlite) -> the
//   production build (web app and compiled server) -> Playwright e2e against that build.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

const check = (name, command, args, env = envWithoutDatabase) => ({ name, command, args, env });
// Each entry is one check, or checks run side by side: typecheck and lint each keep one core
// busy, so together they take about as long as the typecheck alone.
const steps = [
  [check('Typecheck', 'npm', ['run', 'typecheck']), check('Lint', 'npm', ['run', 'lint'])],
  check('Domain, web and scripts unit tests', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'scripts']),
];
// With a PostgreSQL server (DATABASE_URL, as CI has), the server suite runs there in full and on
// PGlite only where the embedded database takes paths of its own: the driver, migrations and
// vacuum (src/db), the job queue's sole worker (src/jobs), LISTEN/NOTIFY (realtime), the plan-limit
// lock held in the process (billing), import files kept on disk (csv-import), restarts and faults
// (test/). Both are PostgreSQL; the whole suite on both was the largest part of CI's time
// (docs/decisions/060-ci-under-twenty-minutes.md). Without DATABASE_URL all of it runs on PGlite.
// Vitest matches each as a part of a test file's path from the repository's root.
const EMBEDDED_DATABASE_PATHS = ['apps/server/src/db/', 'apps/server/src/jobs/', 'apps/server/src/modules/realtime/', 'apps/server/src/modules/csv-import/', 'apps/server/test/', 'automations-restart.test.ts', 'v1-openapi-lint.test.ts', 'limit-guard.test.ts', 'limit-lock.test.ts'];
if (DATABASE_URL) {
  steps.push(check('Server API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { ...envWithoutDatabase, DATABASE_URL }));
  steps.push(check("Server API tests on PGlite (the embedded database's own paths)", 'npx', ['vitest', 'run', '--project', 'server', ...EMBEDDED_DATABASE_PATHS]));
} else {
  steps.push(check('Server API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server']));
  console.log('DATABASE_URL is not set: the server tests run on PGlite only.');
}
steps.push(check('Build the web app and the server', 'npm', ['run', 'build']));
steps.push(check('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']));

/** Runs one check; side by side, its output is held and printed whole when it ends. */
function run({ name, command, args, env }, { hold }) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env, stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (hold) process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(held).toString()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, status: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const results = [];
for (const step of steps) {
  const group = Array.isArray(step) ? step : [step];
  if (group.length === 1) console.log(`\n=== ${group[0].name}: ${group[0].command} ${group[0].args.join(' ')}`);
  else console.log(`\n=== ${group.map((c) => c.name).join(' and ')}, side by side`);
  const finished = await Promise.all(group.map((c) => run(c, { hold: group.length > 1 })));
  for (const { name, status, seconds } of finished) results.push({ line: `${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`, failed: status !== 0, status });
  const failures = results.filter((r) => r.failed);
  if (failures.length > 0) {
    console.log(`\n${results.map((r) => r.line).join('\n')}`);
    console.log(`checks: ${results.length - failures.length} passed, ${failures.length} failed`);
    process.exit(failures[0].status || 1);
  }
}
console.log(`\n${results.map((r) => r.line).join('\n')}`);
console.log(`checks: ${results.length} passed, 0 failed`);
