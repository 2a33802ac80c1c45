// `npm run build [web] [server] [extension]`: the web app (Vite, into apps/web/dist, with its public pages
// prerendered to static HTML by scripts/prerender.mjs), the server (one
// esbuild bundle, into apps/server/dist) and the browser extension (apps/extension/dist), each
// stamped with the hash of its sources afterwards.
// Building needs the dev dependencies: `npm ci && npm run build`.
import { spawnSync } from 'node:child_process';
import { BUILD_TARGETS, root, sourceHash, writeStamp } from './build-stamp.mjs';
import { buildExtension } from './build-extension.mjs';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import path from 'node:path';

const builders = {
  web: async () => {
    const vite = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (vite.status !== 0) throw new Error('the web app build failed (see above)');
    const pages = await prerender(path.join(root, 'apps/web'));
    console.log(`Prerendered ${pages.map((file) => path.relative(root, file)).join(', ')}`);
    const kb = (n) => `${Math.round(n / 1024)} KB`;
    const t = precompress(path.join(root, 'apps/web/dist'));
    console.log(`Precompressed ${t.files} files: ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
  },
  server: () => buildServer(root),
  extension: () => buildExtension(root),
};

const targets = process.argv.slice(2);
const unknown = targets.filter((t) => !(t in BUILD_TARGETS));
if (unknown.length) {
  console.error(`Unknown build target ${unknown.join(', ')}: use ${Object.keys(BUILD_TARGETS).join(' or ')}.`);
  process.exit(1);
}

for (const target of targets.length ? targets : Object.keys(BUILD_TARGETS)) {
  // Hashed before building: a file edited during the build makes the stamp stale, never falsely current.
  const hash = sourceHash(target);
  try {
    await builders[target]();
  } catch (error) {
    console.error(`Could not build ${BUILD_TARGETS[target].label}: ${error.message}`);
    process.exit(1);
  }
  writeStamp(target, hash);
  console.log(`Built ${BUILD_TARGETS[target].label} into ${BUILD_TARGETS[target].dist}`);
}
