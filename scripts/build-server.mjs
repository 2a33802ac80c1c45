// The server as one ES module, apps/server/dist/main.js, run with plain `node` (no tsx in
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
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@porchlight/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer(root) {
  const { src, dist } = server(root);
  fs.rmSync(dist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(src, 'main.ts')],
    outfile: path.join(dist, 'main.js'),
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
