import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { DRAWN_SCREEN_END_ELEMENT_ID, DRAWN_SIGNED_IN_PATHS } from '@porchlight/domain/app-config/drawn-screen-data';
import { PRERENDERED_PATHS } from '@/prerender/prerendered-screens';
import { DRAWN_SCREEN_MODULES, drawnScreenScripts, startAppAfterPaint, withAppStartedAfterPaint, type AppScripts } from './start-after-paint-plugin';

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/query-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** What the page has asked for: its modulepreload links and module scripts, in order. */
const requested = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element instanceof HTMLLinkElement ? `preload ${element.getAttribute('href')}` : `script ${element.getAttribute('src')}`,
  );

/** A page as the parser leaves it: drawn (with the drawing's last element) or not. */
function pageOf({ drawn, readyState = 'complete', visibility = 'visible' }: { drawn: boolean; readyState?: DocumentReadyState; visibility?: DocumentVisibilityState }) {
  document.head.replaceChildren();
  document.body.innerHTML = drawn ? `<div id="root"><p>Dashboard</p><span id="${DRAWN_SCREEN_END_ELEMENT_ID}" hidden></span></div>` : '<div id="root"></div>';
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
}

const frames = { callbacks: [] as FrameRequestCallback[] };
// Frames by hand; the task after one is a (fake) timer of the window's own.
const fakeFrames = { requestAnimationFrame: (callback: FrameRequestCallback) => frames.callbacks.push(callback), setTimeout: ((callback: TimerHandler, ms?: number) => window.setTimeout(callback, ms)) as Window['setTimeout'] };
const paintAFrame = () => frames.callbacks.splice(0).forEach((callback) => callback(performance.now()));
const APP: AppScripts = {
  entry: '/assets/index-a1.js',
  imports: ['/assets/react-b2.js', '/assets/query-c3.js'],
  screens: { '/dashboard': ['/assets/shell-e5.js', '/assets/lamp-f6.js', '/assets/dashboard-g7.js', '/assets/minus-h8.js'] },
  drawnEndId: DRAWN_SCREEN_END_ELEMENT_ID,
};
const start = () => startAppAfterPaint(APP, document, fakeFrames);
const ALL = ['script /assets/index-a1.js', 'preload /assets/react-b2.js', 'preload /assets/query-c3.js'];
const ENTRY_ONLY = ALL.slice(0, 1);
/** What it has asked for once the tasks it queued have run. */
const requestedInTheEnd = () => {
  vi.runAllTimers();
  return requested();
};
/** What it has asked for a moment later, before its 3 s fallback. */
const requestedSoon = () => {
  vi.advanceTimersByTime(100);
  return requested();
};

beforeEach(() => {
  vi.useFakeTimers();
  frames.callbacks = [];
});
afterEach(() => vi.useRealTimers());


describe('index.html as built', () => {
  it('asks for the entry and its imports through one inline script, before the stylesheet', () => {
    const html = withAppStartedAfterPaint(BUILT_INDEX);
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).not.toContain('<script type="module"');
    const app = { entry: '/assets/index-a1.js', imports: ['/assets/react-b2.js', '/assets/query-c3.js'], screens: {}, drawnEndId: 'porchlight-drawn-end' };
    expect(html).toContain(`)(${JSON.stringify(app)}, document, window);</script>\n<link rel="stylesheet"`);
    expect(html).toMatch(/<script>\(function startAppAfterPaint\(/);
    // The theme's script and the stylesheet are left as they were.
    expect(html).toContain('<script>/* theme */</script>');
  });

  it("names each page that can be sent drawn, with its screen's modules", () => {
    expect(Object.keys(DRAWN_SCREEN_MODULES).sort()).toEqual([...DRAWN_SIGNED_IN_PATHS, ...PRERENDERED_PATHS].sort());
    expect(DRAWN_SCREEN_MODULES['/dashboard']).toEqual(['app/layout/shell-route', 'app/routes/dashboard']);
  });

  it("lists a drawn page's screen scripts once each, leaving out what the entry loads", () => {
    const src = path.join(path.sep, 'app', 'src');
    const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      isEntry: false,
      isDynamicEntry: !!extra.facadeModuleId && !extra.isEntry,
      facadeModuleId: null,
      ...extra,
    });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: path.join(src, 'main.tsx') }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/shell.js': chunk('assets/shell.js', ['assets/react.js', 'assets/lamp.js'], { facadeModuleId: path.join(src, 'app', 'layout', 'shell-route.tsx') }),
      'assets/lamp.js': chunk('assets/lamp.js', []),
      'assets/dashboard.js': chunk('assets/dashboard.js', ['assets/lamp.js'], { facadeModuleId: path.join(src, 'app', 'routes', 'dashboard.tsx') }),
      'assets/signin.js': chunk('assets/signin.js', ['assets/lamp.js'], { facadeModuleId: path.join(src, 'app', 'routes', 'signin.tsx') }),
    };
    const scripts = drawnScreenScripts(bundle, src);
    expect(scripts['/dashboard']).toEqual(['/assets/shell.js', '/assets/lamp.js', '/assets/dashboard.js']);
    expect(scripts['/signin']).toEqual(['/assets/signin.js', '/assets/lamp.js']);
    // A screen the build did not make (here, /signup) asks for nothing more.
    expect(scripts['/signup']).toEqual([]);
  });

  it('refuses a page without the entry script rather than build an app that never starts', () => {
    expect(() => withAppStartedAfterPaint('<html><head></head><body></body></html>')).toThrow(/no entry script/);
  });

  it('runs as written in the page: its source calls nothing from outside', () => {
    pageOf({ drawn: false });
    const inline = /<script>(\(function startAppAfterPaint[\s\S]*?)<\/script>/.exec(withAppStartedAfterPaint(BUILT_INDEX))?.[1];
    new Function('document', 'window', inline!)(document, window);
    expect(requestedInTheEnd()).toEqual(ALL);
  });
});

describe('the app started after the first paint', () => {
  it('on a page sent undrawn, asks for the entry at once, and for its imports in the next task', () => {
    pageOf({ drawn: false });
    start();
    expect(requested()).toEqual(ENTRY_ONLY);
    expect(requestedInTheEnd()).toEqual(ALL);
  });

  it("on a drawn /dashboard, asks for its screen's scripts too, three links a task", () => {
    window.history.replaceState(null, '', '/dashboard');
    try {
      pageOf({ drawn: false });
      start();
      const asked = [requested().length];
      for (let task = 0; task < 3; task++) {
        vi.runOnlyPendingTimers();
        asked.push(requested().length);
      }
      expect(asked).toEqual([1, 4, 7, 7]);
      expect(requested().slice(3)).toEqual(['preload /assets/shell-e5.js', 'preload /assets/lamp-f6.js', 'preload /assets/dashboard-g7.js', 'preload /assets/minus-h8.js']);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('on a drawn page, asks only after its first frame has painted, once', () => {
    pageOf({ drawn: true });
    start();
    expect(requested()).toEqual([]);
    paintAFrame();
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(ENTRY_ONLY);
    expect(requestedInTheEnd()).toEqual(ALL);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestedInTheEnd()).toEqual(ALL);
  });

  it("where the browser gives paint entries, asks once the first contentful paint's has come", () => {
    const observers: { report: (names: string[]) => void; disconnected: boolean; options?: PerformanceObserverInit }[] = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly watcher: { report: (names: string[]) => void; disconnected: boolean; options?: PerformanceObserverInit };
      constructor(callback: PerformanceObserverCallback) {
        const report = (names: string[]) => callback({ getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) } as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
        observers.push((this.watcher = { report, disconnected: false }));
      }
      observe(options: PerformanceObserverInit) {
        this.watcher.options = options;
      }
      disconnect() {
        this.watcher.disconnected = true;
      }
    }
    pageOf({ drawn: true });
    const paintFrames = { ...fakeFrames, PerformanceObserver: FakePaintObserver as unknown as typeof PerformanceObserver };
    startAppAfterPaint(APP, document, paintFrames);
    const [observer] = observers;
    // Including a paint made before it was watching.
    expect(observer?.options).toEqual({ type: 'paint', buffered: true });
    expect(frames.callbacks).toEqual([]);
    observer?.report(['first-paint']);
    expect(requestedSoon()).toEqual([]);
    observer?.report(['first-contentful-paint']);
    expect(observer?.disconnected).toBe(true);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(ENTRY_ONLY);
    expect(requestedInTheEnd()).toEqual(ALL);
  });

  it('starts a drawn page that never reports its paint after 3 s', () => {
    pageOf({ drawn: true });
    start();
    vi.advanceTimersByTime(2_999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requestedInTheEnd()).toEqual(ALL);
  });

  it('waits for the parser to finish before it looks for the drawing', () => {
    pageOf({ drawn: false, readyState: 'loading' });
    start();
    expect(requestedInTheEnd()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requestedInTheEnd()).toEqual(ALL);
  });

  it('does not wait for a drawing this device hid before any paint (data-drawn="off")', () => {
    pageOf({ drawn: true });
    document.documentElement.setAttribute('data-drawn', 'off');
    try {
      start();
      expect(requestedInTheEnd()).toEqual(ALL);
    } finally {
      document.documentElement.removeAttribute('data-drawn');
    }
  });

  it('starts at once in a tab opened hidden, and when the tab is hidden before the first frame', () => {
    pageOf({ drawn: true, visibility: 'hidden' });
    start();
    expect(requestedInTheEnd()).toEqual(ALL);

    pageOf({ drawn: true });
    start();
    expect(requestedSoon()).toEqual([]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestedInTheEnd()).toEqual(ALL);
  });
});
