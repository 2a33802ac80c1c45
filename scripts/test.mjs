// `npm test`: every check CI runs, in order, stopping at the first failure.
//   typecheck -> lint -> domain, web and scripts unit tests -> server API tests on PGlite
//   -> the same server tests on PostgreSQL (when DATABASE_URL is set) -> the production build
//   (web app and compiled server) -> Playwright e2e against that build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

const steps = [
  ['Typecheck', 'npm', ['run', 'typecheck'], envWithoutDatabase],
  ['Lint', 'npm', ['run', 'lint'], envWithoutDatabase],
  ['Domain, web and scripts unit tests', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'scripts'], envWithoutDatabase],
  ['Server API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], envWithoutDatabase],
];
if (DATABASE_URL) {
  steps.push(['Server API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { ...envWithoutDatabase, DATABASE_URL }]);
} else {
  console.log('DATABASE_URL is not set: the server tests run on PGlite only.');
}
steps.push(['Build the web app and the server', 'npm', ['run', 'build'], envWithoutDatabase]);
steps.push(['End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], envWithoutDatabase]);

const results = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    console.log(`checks: ${results.length - 1} passed, 1 failed`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
console.log(`checks: ${results.length} passed, 0 failed`);
