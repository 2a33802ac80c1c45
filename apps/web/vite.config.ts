import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The API (and its server-sent events) lives on the Node server in development.
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  // Maps are written for debugging a build, never referenced by it nor served (lib/web-app.ts).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
