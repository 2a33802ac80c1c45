// The server's renderer of the public screens it sends already drawn (issue 15, decision 036): a
// server-side build of apps/web/src/prerender/prerendered-screens.tsx, with every package it uses
// inside, into the web build's dist/.prerender/ (never served). The server runs it once at start
// with its settings (apps/server/src/lib/prerendered-screens.ts).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const PRERENDER_MODULE = '.prerender/prerendered-screens.mjs';

/** Builds the renderer of the web app in `webDir` into `distDir` (its dist by default). */
export async function buildScreenRenderer(webDir, distDir = path.join(webDir, 'dist')) {
  const src = path.join(webDir, 'src');
  await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    resolve: { alias: { '@': src } },
    // Everything bundled: the server runs it where the web app's packages may not resolve.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path.join(src, 'prerender/prerendered-screens.tsx'),
      outDir: path.join(distDir, path.dirname(PRERENDER_MODULE)),
      emptyOutDir: true,
      sourcemap: false,
      minify: true,
      rollupOptions: { output: { entryFileNames: path.basename(PRERENDER_MODULE), codeSplitting: false } },
    },
  });
  return path.join(distDir, PRERENDER_MODULE);
}
