import type { Plugin } from 'vite';
// By path: Vite loads its config's imports from packages with Node, which runs no TypeScript.
import { DRAWN_SCREEN_END_ELEMENT_ID, DRAWN_SIGNED_IN_PATHS } from '../../../packages/domain/src/app-config/drawn-screen-data';
import { PROTECTED_SCREEN_FILES, PUBLIC_SCREEN_FILES, SHELL_MODULE } from '../src/app/screen-files';
import { lazyChunks, type Bundle } from './lazy-chunks-plugin';

type Page = Pick<Document, 'readyState' | 'visibilityState' | 'getElementById' | 'addEventListener' | 'createElement' | 'head' | 'documentElement' | 'location'>;
type Frames = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * What the page asks for: the entry, the scripts it imports, and for each page that can be sent
 * drawn (by path), the scripts of its screen that the entry does not load.
 */
export type AppScripts = { entry: string; imports: readonly string[]; screens: Readonly<Record<string, readonly string[]>>; drawnEndId: string };

/**
 * Runs in the page, inline in its head where the entry's script tag was (the plugin below puts
 * it there): asks for the app's code at once on a page sent undrawn, and after the first paint
 * on a page the server sent drawn, so the drawing's HTML and CSS have the connection to
 * themselves until it is on screen (issue 15, decision 042). A drawing this device hides before
 * any paint (data-drawn="off", index.html's first script) is not waited for, nor is a tab that
 * is hidden, which paints nothing until it is shown. Written for the page as it is (no imports,
 * no names from outside): its source is what the page runs.
 */
export function startAppAfterPaint(app: AppScripts, page: Page, frames: Frames): void {
  let started = false;
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    page.head.appendChild(element);
  };
  // A link costs about 1 ms of main thread under DevTools (the download starts inside
  // appendChild): a few per task, so none is long at a phone's speed. The screen's own are
  // those Vite's preloading would add all at once as the router asks for it, 15 for /dashboard.
  const preloads = [...app.imports, ...(app.screens[page.location.pathname] ?? [])];
  const preloadSome = () => {
    for (const href of preloads.splice(0, 3)) add(Object.assign(page.createElement('link'), { rel: 'modulepreload', href }));
    if (preloads.length) frames.setTimeout(preloadSome, 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    add(Object.assign(page.createElement('script'), { type: 'module', src: app.entry }));
    frames.setTimeout(preloadSome, 0);
  };
  const whenParsed = () => {
    const drawingShown = !!page.getElementById(app.drawnEndId) && page.documentElement.getAttribute('data-drawn') !== 'off';
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
    // A page that never reports its paint still starts. Paint comes within 0.2 s of parsing here.
    frames.setTimeout(start, 3000);
  };
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The pages that can be sent drawn, and the modules of src/ their screen is: the signed-in ones
 * in the shell (decision 041), and /signin and /signup (decision 036, prerender/prerendered-screens.tsx).
 */
export const DRAWN_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(DRAWN_SIGNED_IN_PATHS.map((path) => [path, [SHELL_MODULE, `app/routes/${PROTECTED_SCREEN_FILES[path as keyof typeof PROTECTED_SCREEN_FILES]}`]])),
  '/signin': [`app/routes/${PUBLIC_SCREEN_FILES['/signin']}`],
  '/signup': [`app/routes/${PUBLIC_SCREEN_FILES['/signup']}`],
};

/** Each drawn page's screen scripts that the entry does not load, from the build's chunks. */
export function drawnScreenScripts(bundle: Bundle, srcDir: string): Record<string, string[]> {
  const { files, modules } = lazyChunks(bundle, srcDir);
  return Object.fromEntries(
    Object.entries(DRAWN_SCREEN_MODULES).map(([path, keys]) => [path, [...new Set(keys.flatMap((key) => (modules[key] ?? []).map((i) => `/${files[i]}`)))]]),
  );
}

/** index.html with its entry script and modulepreload links replaced by the script above. */
export function withAppStartedAfterPaint(html: string, screens: Record<string, string[]> = {}): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script (<script type="module" crossorigin src>) to start after the first paint');
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const app: AppScripts = { entry, imports, screens, drawnEndId: DRAWN_SCREEN_END_ELEMENT_ID };
  const loader = `<script>(${startAppAfterPaint.toString()})(${JSON.stringify(app)}, document, window);</script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}

/**
 * The built index.html starts the app with startAppAfterPaint instead of Vite's tags. Lighthouse
 * counts a script that finished before the first paint as holding it up: with the app's 140 kB
 * downloading beside a drawn page's CSS, /dashboard's simulated first paint was 2.1 s, and 0.8 s
 * without (docs/performance.md). The server's CSP allows the inline script by its hash, which it
 * reads from index.html (apps/server/src/lib/web-app.ts).
 */
export function startAfterPaintPlugin(srcDir: string): Plugin {
  return {
    name: 'porchlight-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => withAppStartedAfterPaint(html, bundle ? drawnScreenScripts(bundle as unknown as Bundle, srcDir) : {}),
    },
  };
}
