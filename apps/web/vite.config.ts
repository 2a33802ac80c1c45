import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHintsPlugin } from './sw/compile-hints-plugin';
import { lazyChunksPlugin } from './sw/lazy-chunks-plugin';
import { serviceWorkerPlugin } from './sw/service-worker-plugin';
import { lucideDirectImports } from './sw/lucide-direct-imports';
import { shellChunkGroup } from './sw/shell-chunk-group';
import { startAfterPaintPlugin } from './sw/start-after-paint-plugin';
import { LANDING_SCREEN_FILE, PROTECTED_SCREEN_FILES, SHELL_MODULE } from './src/app/screen-files';

// `npm run dev` reads the server's own variables, with the defaults apps/server/src/env.ts gives
// them: the API listens on PORT, and the server trusts DEV_WEB_ORIGIN, so Vite must serve there.
const apiTarget = `http://localhost:${process.env.PORT || 3000}`;
const devWebOrigin = new URL(process.env.DEV_WEB_ORIGIN || 'http://localhost:5173');

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const sourceOf = (key: string) => path.join(srcDir, `${key}.tsx`);
const signedInScreens = new Set(Object.values(PROTECTED_SCREEN_FILES).map((name) => sourceOf(`app/routes/${name}`)));
// One per config load, which is one build: the group remembers what it worked out of the graph.
const belongsToShell = shellChunkGroup(sourceOf(SHELL_MODULE), sourceOf(`app/routes/${LANDING_SCREEN_FILE}`), (root) => signedInScreens.has(root));

export default defineConfig({
  plugins: [react(), tailwindcss(), lucideDirectImports(), lazyChunksPlugin(srcDir), serviceWorkerPlugin(), compileHintsPlugin(), startAfterPaintPlugin(srcDir)],
  resolve: { alias: { '@': srcDir } },
  server: {
    port: Number(devWebOrigin.port || (devWebOrigin.protocol === 'https:' ? 443 : 80)),
    // Another port would be an origin the server does not trust: every sign-in would get 403.
    strictPort: true,
    // The API (and its server-sent events) lives on the Node server in development.
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  // Maps are written for debugging a build, never referenced by it nor served (lib/web-app.ts);
  // so is the manifest (dist/.vite/manifest.json), which `npm run bench` reads to measure what
  // each first page loads (scripts/bundle-size.mjs).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What only the signed-in shell loads, in one chunk with it (sw/shell-chunk-group.ts). Its
          // dependencies stay where they are: one that /signin shares is not pulled in.
          groups: [{ name: (id, ctx) => (belongsToShell(id, (m) => ctx.getModuleInfo(m)) ? 'shell' : null), includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
