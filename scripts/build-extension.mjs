// The browser extension (apps/extension, decision 063): one esbuild bundle of its popup, with the
// domain's reading rules compiled in, beside its manifest, page, styles and icon, into
// apps/extension/dist: the folder Chromium loads unpacked and the operator zips for the stores.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** Chromium 114 and Firefox 115 (ESR) are the first with everything MV3 popups here use. */
const TARGETS = ['chrome114', 'firefox115'];
const STATIC_FILES = ['manifest.json', 'popup.html', 'popup.css'];

/** Builds into apps/extension/dist, or into `dist` when given (the build's own test). */
export async function buildExtension(root, dist = path.join(root, 'apps/extension/dist')) {
  const source = path.join(root, 'apps/extension');
  fs.rmSync(dist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { popup: path.join(source, 'src/popup.ts') },
    outdir: dist,
    bundle: true,
    format: 'iife',
    target: TARGETS,
    minify: true,
    // Store reviewers read the code: names stay, and no source map ships.
    minifyIdentifiers: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const file of STATIC_FILES) fs.copyFileSync(path.join(source, file), path.join(dist, file));
  // The app's own icon, one copy in the repository.
  fs.copyFileSync(path.join(root, 'apps/web/public/icons/icon-192.png'), path.join(dist, 'icon-192.png'));
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  return { dist, version: manifest.version };
}
