// The build stamp: a hash of the sources a build was made from, kept beside the build
// (build-stamp.json in its dist folder). `npm run build` writes it; `npm start` compares it with
// the sources on disk, so an upgrade (git pull) never serves the previous release's files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const STAMP_FILE = 'build-stamp.json';

// Installed versions change builds too (the lock file); the domain package is compiled into both.
const SHARED_INPUTS = ['packages/domain/src', 'package-lock.json'];

/**
 * What each build is made from, where it goes, and the file that proves it is there. `served`:
 * `npm start` needs it current; the browser extension is built for agents' browsers, not served.
 */
export const BUILD_TARGETS = {
  web: {
    label: 'the web app',
    dist: 'apps/web/dist',
    entry: 'index.html',
    served: true,
    inputs: ['apps/web', 'scripts/precompress.mjs', 'scripts/prerender.mjs', ...SHARED_INPUTS],
  },
  server: {
    label: 'the server',
    dist: 'apps/server/dist',
    entry: 'main.js',
    served: true,
    inputs: ['apps/server/src', 'scripts/build-server.mjs', ...SHARED_INPUTS],
  },
  extension: {
    label: 'the browser extension',
    dist: 'apps/extension/dist',
    entry: 'manifest.json',
    served: false,
    inputs: ['apps/extension', 'apps/web/public/icons/icon-192.png', 'scripts/build-extension.mjs', ...SHARED_INPUTS],
  },
};

// Tests, installed packages and earlier builds never change what a build serves.
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'test-support']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(base, relative) {
  const absolute = path.join(base, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => (entry.isDirectory() ? !SKIPPED_FOLDERS.has(entry.name) : !isTestFile(entry.name)))
    .flatMap((entry) => filesUnder(base, path.join(relative, entry.name)));
}

// `base` is the repository root; tests pass a folder of their own.

/** sha256 over every input file's path and contents, in a fixed order. */
export function sourceHash(target, base = root) {
  const hash = crypto.createHash('sha256');
  const files = BUILD_TARGETS[target].inputs
    .flatMap((input) => filesUnder(base, input))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(base, file)))
      .update('\0');
  return hash.digest('hex');
}

export function writeStamp(target, hash, base = root) {
  const file = path.join(base, BUILD_TARGETS[target].dist, STAMP_FILE);
  fs.writeFileSync(file, `${JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

/** 'missing' (never built), 'stale' (built from other sources, or before stamps) or 'current'. */
export function buildState(target, base = root) {
  const { dist, entry } = BUILD_TARGETS[target];
  if (!fs.existsSync(path.join(base, dist, entry))) return 'missing';
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(base, dist, STAMP_FILE), 'utf8'));
    return stamp.hash === sourceHash(target, base) ? 'current' : 'stale';
  } catch {
    return 'stale';
  }
}
