import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lazyChunksPlugin } from './sw/lazy-chunks-plugin';
import { routePreloadsPlugin } from './sw/route-preloads-plugin';
import { serviceWorkerPlugin } from './sw/service-worker-plugin';

// `npm run dev` reads the server's own variables, with the defaults apps/server/src/env.ts gives
// them: the API listens on PORT, and the server trusts DEV_WEB_ORIGIN, so Vite must serve there.
const apiTarget = `http://localhost:${process.env.PORT || 3000}`;
const devWebOrigin = new URL(process.env.DEV_WEB_ORIGIN || 'http://localhost:5173');

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), lazyChunksPlugin(srcDir), routePreloadsPlugin(srcDir), serviceWorkerPlugin()],
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
      // Rolldown's "inline common chunks": a shared chunk under 16 KB of source is copied into
      // the chunks that use it (one module state, kept by Rolldown's runtime) instead of being a
      // file of its own. Vite's default splitting made 268 files, many of a few hundred bytes (an
      // icon, a helper), so a signed-in screen was 115 requests, six at a time over HTTP/1.1; now
      // 84 files, and the shell with the dashboard 14 (decision 055, "Measured, 30 November").
      // It needs unused entry exports removable (an app, not a library).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
});
