// The server as ES modules, apps/server/dist/main.js (and its import worker thread), run with plain `node` (no tsx in
// production). Installed packages stay in node_modules and are imported at run time; our own
// @porchlight/domain ships TypeScript source, so it is compiled into the bundle.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const server = (root) => ({
  src: path.join(root, 'apps/server/src'),
  dist: path.join(root, 'apps/server/dist'),
});

const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(build) {
    // A bare specifier is a package (or node:*); relative and absolute paths are our source.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@porchlight/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into apps/server/dist, or into `dist` when given (the build's own test). */
export async function buildServer(root, dist = server(root).dist) {
  const { src } = server(root);
  fs.rmSync(dist, { recursive: true, force: true });
  await esbuild.build({
    // The import's worker thread is its own entry, written beside main.js where the running
    // server looks for it (modules/csv-import/import-row-workers.ts).
    entryPoints: { main: path.join(src, 'main.ts'), 'import-row-worker': path.join(src, 'modules/csv-import/import-row-worker.ts') },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // `node --enable-source-maps` (npm start) then reports stack traces in the TypeScript files.
    sourcemap: true,
    plugins: [installedPackagesStayExternal],
    logLevel: 'warning',
  });
  // db/client.ts finds its migrations beside the running module (import.meta.url): the bundle
  // sits in dist/, so they are copied there.
  fs.cpSync(path.join(src, 'db/migrations'), path.join(dist, 'migrations'), { recursive: true });
}
