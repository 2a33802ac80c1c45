// `npm run typecheck`: every workspace's TypeScript project, checked by TypeScript 7, the native
// compiler (installed as `typescript-native`), about eight times faster than TypeScript 5 on the
// same projects. TypeScript 5.9 stays installed as `typescript` for the tools that load the
// compiler's JavaScript API (typescript-eslint, Vitest, drizzle-kit), which TypeScript 7 does not
// offer yet (decision 060). Both read the same tsconfig files.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
const PROJECTS = ['packages/domain', 'apps/server', 'apps/web', 'apps/extension', 'e2e'];

let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`Typecheck failed in ${project}.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
