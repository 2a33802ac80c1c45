import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { appConfigBlock, type PublicAppConfig } from '@porchlight/domain/app-config/public-app-config';
import { DRAWN_SCREEN_END_ELEMENT_ID } from '@porchlight/domain/app-config/drawn-screen-data';

/**
 * The public screens sent already drawn (issue 15, decision 036). The web build leaves a server
 * renderer of them in its dist (scripts/prerender.mjs); the server draws each once, the first
 * time a page is asked for, with its own settings (its social sign-in buttons), into a copy of
 * index.html.
 */
export const PRERENDER_MODULE = '.prerender/prerendered-screens.mjs';

/** A drawn page, as sent: the HTML and its brotli and gzip copies, made once. */
export type DrawnPage = { html: Uint8Array<ArrayBuffer>; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };

// In a worker thread that ends once the screens are drawn: the renderer (React's server renderer
// and the screens' code, about 20 MB resident) never stays in the server's memory.
const RENDER_SCREENS = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.moduleUrl).then((screens) => {
  parentPort.postMessage(screens.PRERENDERED_PATHS.map((path) => [path, screens.renderPrerenderedScreen(path, workerData.appConfig)]));
});
`;

function renderInWorker(moduleFile: string, appConfig: PublicAppConfig): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_SCREENS, { eval: true, workerData: { moduleUrl: pathToFileURL(moduleFile).href, appConfig } });
    worker.once('message', (screens: [string, string][]) => {
      resolve(screens);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the screens' renderer ended (exit code ${code}) without drawing them`)));
  });
}

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * The last element of a drawn screen, and the head's promise that the page is not painted
 * before it is parsed (`<link rel="expect" blocking="render">`, Chrome 124 and later). On a
 * slow phone the parser yields while it builds the screen, and a paint in between showed the
 * card half drawn: the rest arriving moved it (a layout shift of 0.07 in 2 of 8 throttled loads
 * of /signin). A browser that does not know the link paints as it did. The app's code is asked
 * for once a page with this element has painted (apps/web/sw/start-after-paint-plugin.ts).
 */
const DRAWN_END_ID = DRAWN_SCREEN_END_ELEMENT_ID;

/**
 * index.html with the screen inside its root element, painted only once all of it is parsed, and
 * the settings the app starts with after it (and, for a signed-in screen, what it was drawn from).
 */
export function withScreenDrawn(indexHtml: string, markup: string, appConfig: PublicAppConfig, dataBlock = ''): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to draw a screen into`);
  if (!indexHtml.includes(HEAD_END)) throw new Error(`index.html has no ${HEAD_END} to hold the drawing's render-blocking link`);
  // Functions, so a "$&" or "$1" in the screen's text is written as it is.
  return indexHtml
    .replace(HEAD_END, () => `<link rel="expect" href="#${DRAWN_END_ID}" blocking="render" />${HEAD_END}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}<span id="${DRAWN_END_ID}" hidden></span></div>${appConfigBlock(appConfig)}${dataBlock}`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every screen the build can draw, by path; none when the build has no renderer. */
export async function drawPrerenderedScreens(distDir: string, indexHtml: string, appConfig: PublicAppConfig): Promise<Map<string, DrawnPage>> {
  const moduleFile = path.join(distDir, PRERENDER_MODULE);
  const pages = new Map<string, DrawnPage>();
  if (!fs.existsSync(moduleFile)) return pages;
  for (const [screenPath, markup] of await renderInWorker(moduleFile, appConfig)) {
    const html = Buffer.from(withScreenDrawn(indexHtml, markup, appConfig));
    const [br, gz] = await Promise.all([brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(html, { level: 9 })]);
    // Copied once into plain byte arrays, the body type a response takes.
    pages.set(screenPath, { html: new Uint8Array(html), br: new Uint8Array(br), gzip: new Uint8Array(gz) });
  }
  return pages;
}

/** Whether an Accept-Encoding header takes `coding` (named, and not at q=0). */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
