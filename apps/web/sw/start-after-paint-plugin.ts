import type { Plugin } from 'vite';
// By path: Vite loads its config's imports from packages with Node, which runs no TypeScript.
import { DRAWN_SCREEN_END_ELEMENT_ID } from '../../../packages/domain/src/app-config/drawn-screen-data';

type Page = Pick<Document, 'readyState' | 'visibilityState' | 'getElementById' | 'addEventListener' | 'createElement' | 'head' | 'documentElement'>;
type Frames = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Runs in the page, inline in its head where the entry's script tag was (the plugin below puts
 * it there): asks for the app's code, the entry and the scripts it imports, at once on a page
 * sent undrawn, and after the first paint on a page the server sent drawn, so the drawing's HTML
 * and CSS have the connection to themselves until it is on screen (issue 15, decision 042). A
 * drawing this device hides before any paint (data-drawn="off", index.html's first script) is
 * not waited for, nor is a tab that is hidden, which paints nothing until it is shown. Written
 * for the page as it is (no imports, no names from outside): its source is what the page runs.
 */
export function startAppAfterPaint(entry: string, imports: readonly string[], drawnEndId: string, page: Page, frames: Frames): void {
  let started = false;
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    page.head.appendChild(element);
  };
  const preloadImports = () => {
    for (const href of imports) add(Object.assign(page.createElement('link'), { rel: 'modulepreload', href }));
  };
  const start = () => {
    if (started) return;
    started = true;
    add(Object.assign(page.createElement('script'), { type: 'module', src: entry }));
    // Its imports in a task of their own, still long before the entry asks for them: each link
    // costs about 1 ms of main thread under DevTools, 8-12 ms in all in one task (Lighthouse).
    frames.setTimeout(preloadImports, 0);
  };
  const whenParsed = () => {
    const drawingShown = !!page.getElementById(drawnEndId) && page.documentElement.getAttribute('data-drawn') !== 'off';
    if (!drawingShown || page.visibilityState === 'hidden') return start();
    // The first paint's entry is given once that frame is on screen, at the time Lighthouse's
    // trace gives it: a frame's own callbacks run before it is, and a script asked for from there
    // sometimes arrived first on loopback. Without paint entries, the task after the first frame.
    const Observer = frames.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      new Observer((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        frames.setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } else frames.requestAnimationFrame(() => frames.setTimeout(start, 0));
    // Hidden before it paints, the tab would paint nothing until it is shown.
    page.addEventListener('visibilitychange', start, { once: true });
  };
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** index.html with its entry script and modulepreload links replaced by the script above. */
export function withAppStartedAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script (<script type="module" crossorigin src>) to start after the first paint');
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const args = [entry, imports, DRAWN_SCREEN_END_ELEMENT_ID].map((value) => JSON.stringify(value)).join(', ');
  const loader = `<script>(${startAppAfterPaint.toString()})(${args}, document, window);</script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}

/**
 * The built index.html starts the app with startAppAfterPaint instead of Vite's tags. Lighthouse
 * counts a script that finished before the first paint as holding it up: with the app's 140 kB
 * downloading beside a drawn page's CSS, /dashboard's simulated first paint was 2.1 s, and 0.8 s
 * without (docs/performance.md). The server's CSP allows the inline script by its hash, which it
 * reads from index.html (apps/server/src/lib/web-app.ts).
 */
export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'porchlight-start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withAppStartedAfterPaint },
  };
}
