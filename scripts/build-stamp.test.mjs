import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildState, sourceHash, writeStamp } from './build-stamp.mjs';

let base;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  fs.writeFileSync(path.join(base, file), text);
};
/** A repository in miniature: sources, tests, installed packages, and both builds stamped. */
function repository() {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-stamp-'));
  write('apps/web/src/app.tsx', 'app');
  write('apps/web/src/app.test.tsx', 'test');
  write('apps/web/node_modules/pkg/index.js', 'pkg');
  write('apps/server/src/main.ts', 'main');
  write('packages/domain/src/plans.ts', 'plans');
  write('scripts/build-server.mjs', 'bundle');
  write('package-lock.json', '{}');
  write('apps/web/dist/index.html', '<html>');
  write('apps/server/dist/main.js', 'built');
  writeStamp('web', sourceHash('web', base), base);
  writeStamp('server', sourceHash('server', base), base);
}
const states = () => [buildState('web', base), buildState('server', base)];
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

describe('build stamps', () => {
  it.each([
    ['nothing', null, ['current', 'current']],
    ['a web source', 'apps/web/src/app.tsx', ['stale', 'current']],
    ['a new web file', 'apps/web/src/new.ts', ['stale', 'current']],
    ['a server source', 'apps/server/src/main.ts', ['current', 'stale']],
    ['the server bundling script', 'scripts/build-server.mjs', ['current', 'stale']],
    ['a domain rule', 'packages/domain/src/plans.ts', ['stale', 'stale']],
    ['the lock file', 'package-lock.json', ['stale', 'stale']],
    ['a test file', 'apps/web/src/app.test.tsx', ['current', 'current']],
    ['an installed package', 'apps/web/node_modules/pkg/index.js', ['current', 'current']],
  ])('after a change to %s: %j', (_what, file, expected) => {
    repository();
    if (file) write(file, 'changed');
    expect(states()).toEqual(expected);
  });

  it('calls a build without its entry file missing, and one without a readable stamp stale', () => {
    repository();
    fs.rmSync(path.join(base, 'apps/web/dist/index.html'));
    write('apps/server/dist/build-stamp.json', 'not json');
    expect(states()).toEqual(['missing', 'stale']);
  });
});
