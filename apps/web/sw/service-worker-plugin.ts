import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files of public/ the shell needs offline besides the build's own output. */
const PUBLIC_SHELL_FILES = ['/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** What the worker caches at install: index.html and the build's JS and CSS, never maps. */
export function precacheList(bundleFiles: string[]): string[] {
  const own = bundleFiles.filter((f) => f === 'index.html' || (f.startsWith('assets/') && !f.endsWith('.map'))).map((f) => `/${f}`);
  return [...own.sort(), ...PUBLIC_SHELL_FILES];
}

/**
 * Writes dist/sw.js (production builds only) from sw/service-worker.js: this build's files and
 * an id that changes with them, so a new build installs a new worker and drops the old cache.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'porchlight-service-worker',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = precacheList(Object.keys(bundle));
      const hash = crypto.createHash('sha256').update(files.join('\n'));
      hash.update(fs.readFileSync(path.join(outDir, 'index.html')));
      const template = fs.readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const source = template
        .replace("'__PORCHLIGHT_BUILD_ID__'", JSON.stringify(hash.digest('hex').slice(0, 16)))
        .replace('__PORCHLIGHT_PRECACHE__', JSON.stringify(files));
      fs.writeFileSync(path.join(outDir, 'sw.js'), source);
    },
  };
}
