// The server's renderers of the screens it sends already drawn (issue 15): server-side builds of
// apps/web/src/prerender/prerendered-screens.tsx (the sign-in screens, decision 036: drawn once at
// start with the server's settings, apps/server/src/lib/prerendered-screens.ts) and of
// signed-in-screen.tsx (the dashboard with the agent's data, decision 041: per request,
// apps/server/src/lib/signed-in-screens.ts), with every package they use inside, into the web
// build's dist/.prerender/ (never served).
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const PRERENDER_MODULE = '.prerender/prerendered-screens.mjs';
// The signed-in screens drawn with the agent's data, per request (decision 041): kept apart, so
// the renderer drawn once at start does not load every screen's code.
export const SIGNED_IN_RENDERER_MODULE = '.prerender/signed-in-screen.mjs';

const RENDERERS = [
  { source: 'prerender/prerendered-screens.tsx', module: PRERENDER_MODULE },
  { source: 'prerender/signed-in-screen.tsx', module: SIGNED_IN_RENDERER_MODULE },
];

/** Builds the renderers of the web app in `webDir` into `distDir` (its dist by default); their files. */
export async function buildScreenRenderer(webDir, distDir = path.join(webDir, 'dist')) {
  const src = path.join(webDir, 'src');
  const outDir = path.join(distDir, path.dirname(PRERENDER_MODULE));
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const { source, module } of RENDERERS) {
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
        ssr: path.join(src, source),
        outDir,
        emptyOutDir: false,
        sourcemap: false,
        minify: true,
        rollupOptions: { output: { entryFileNames: path.basename(module), codeSplitting: false } },
      },
    });
  }
  return RENDERERS.map(({ module }) => path.join(distDir, module));
}
