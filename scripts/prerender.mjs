// Prerenders the public pages to static HTML at build time: apps/web/src/prerender/
// prerendered-screens.tsx is built for Node (Vite's SSR build), each screen is rendered into a
// copy of the built index.html, written as dist/<path>/index.html, which the server sends as a
// file (apps/server/src/lib/web-app.ts). The renderer itself is thrown away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/** `indexHtml` with `markup` inside its root element. */
export function withPrerenderedScreen(indexHtml, markup) {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender a screen into`);
  // A function, so a "$&" in the screen's text is written as it is.
  return indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

/** Prerenders the web app in `webDir` into its built `distDir`; answers the pages written. */
export async function prerender(webDir, distDir = path.join(webDir, 'dist')) {
  const src = path.join(webDir, 'src');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-prerender-'));
  try {
    await build({
      configFile: false,
      root: webDir,
      logLevel: 'warn',
      publicDir: false,
      plugins: [react()],
      resolve: { alias: { '@': src } },
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: path.join(src, 'prerender/prerendered-screens.tsx'),
        outDir,
        emptyOutDir: false,
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: 'prerendered-screens.mjs', codeSplitting: false } },
      },
    });
    const screens = await import(pathToFileURL(path.join(outDir, 'prerendered-screens.mjs')).href);
    const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const pages = [];
    for (const screenPath of screens.PRERENDERED_PATHS) {
      const file = path.join(distDir, screenPath, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, withPrerenderedScreen(indexHtml, screens.renderPrerenderedScreen(screenPath)));
      pages.push(file);
    }
    return pages;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
