// `npm run bench`: the JavaScript each first page loads (issue 47), read from the web build: the
// public pages (/signin, /signup, the lead form) and a signed-in agent's shell + dashboard, before
// any route preloading. BENCH_BEFORE=<folder> reads a second build beside this one (a folder
// holding apps/web/dist). Builds the web app first when its build is missing or stale. Figures,
// never assertions.
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
const labels = { signin: '/signin', signup: '/signup', 'lead form': 'the lead form /f/:id', shell: 'shell + /dashboard' } as const;
const builds = [
  ...(process.env.BENCH_BEFORE ? [['before', path.resolve(process.env.BENCH_BEFORE)]] : []),
  [process.env.BENCH_BEFORE ? 'after' : 'this build', root],
];
const results: Record<string, unknown> = {};
for (const [name, dir] of builds) {
  const sizes = firstLoadSizes(path.join(dir!, 'apps/web/dist'));
  const rows: Record<string, unknown> = {};
  console.log(`\nFirst load JavaScript, ${name} (the Vite manifest's entry and page modules with their static imports)`);
  for (const page of Object.keys(labels) as (keyof typeof labels)[]) {
    const s = sizes[page];
    const goal = page === 'signin' ? BUNDLE_GOALS_KB.signin : undefined;
    const verdict = goal === undefined ? '' : ` (budget <= ${goal} kB: ${kb(s.gzip) <= goal ? 'met' : 'NOT met'})`;
    console.log(
      `${labels[page].padEnd(22)} gzip ${kb(s.gzip).toFixed(1).padStart(6)} kB${verdict}   brotli ${kb(s.brotli).toFixed(1).padStart(6)} kB   raw ${kb(s.raw).toFixed(1)} kB, ${s.files} files`,
    );
    if (s.keptOffButPresent.length)
      console.log(`  ${labels[page]} loads ${s.keptOffButPresent.join(', ')}: find what imports it (docs/performance.md)`);
    rows[page] = {
      gzip_kb: +kb(s.gzip).toFixed(1),
      brotli_kb: +kb(s.brotli).toFixed(1),
      raw_kb: +kb(s.raw).toFixed(1),
      files: s.files,
      kept_off_but_present: s.keptOffButPresent,
    };
  }
  results[name!] = rows;
}

saveBenchResult('first_load_js', results);
