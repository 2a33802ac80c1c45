// `npm run bench`: what the first page loads transfer (issue 15), measured on the web build next
// to the goals: /signin's JavaScript and a signed-in agent's shell + dashboard before the critical
// preloads. Builds the web app first when its build is missing or stale. Figures, never assertions.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildState, root } from './build-stamp.mjs';
import { BUNDLE_GOALS_KB, firstLoadSizes } from './bundle-size.mjs';
import { saveBenchResult } from './bench-results.ts';

if (buildState('web') !== 'current') {
  const build = spawnSync('npm', ['run', 'build', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app build failed (see above)');
}

const kb = (bytes: number) => bytes / 1000;
const sizes = firstLoadSizes(path.join(root, 'apps/web/dist'));
const labels = { signin: '/signin JavaScript', shell: 'shell + /dashboard JavaScript (before preloading)' } as const;
const rows: Record<string, unknown> = {};
console.log('\nFirst load, JavaScript (the Vite manifest\'s entry and page modules with their static imports)');
for (const page of ['signin', 'shell'] as const) {
  const s = sizes[page];
  const goal = BUNDLE_GOALS_KB[page];
  const verdict = kb(s.gzip) <= goal ? 'met' : 'not met';
  console.log(
    `${labels[page].padEnd(50)} gzip ${kb(s.gzip).toFixed(1).padStart(6)} kB (goal <= ${goal} kB: ${verdict})   brotli ${kb(s.brotli).toFixed(1).padStart(6)} kB   raw ${kb(s.raw).toFixed(1)} kB, ${s.files} files`,
  );
  if (s.keptOffButPresent.length) console.log(`  ${labels[page]} loads ${s.keptOffButPresent.join(', ')}: find what imports it (docs/performance.md)`);
  rows[page] = { gzip_kb: +kb(s.gzip).toFixed(1), brotli_kb: +kb(s.brotli).toFixed(1), raw_kb: +kb(s.raw).toFixed(1), files: s.files, goal_gzip_kb: goal, kept_off_but_present: s.keptOffButPresent };
}

saveBenchResult('first_load_js', rows);
