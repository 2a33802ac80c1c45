import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '@/test/msw-server';

const lazyChunks = { files: ['assets/dashboard-1.js', 'assets/form-2.js'], modules: { 'app/routes/dashboard': [0, 1] } };
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

startMswServer(http.get('*/lazy-chunks.json', () => HttpResponse.json(lazyChunks)));

/** The dashboard's two files asked for in a build, with the browser's idle moments held back to be run by hand. */
async function prefetchWhileIdle() {
  vi.stubEnv('PROD', true);
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  const { prefetchModule } = await import('./prefetch-module');
  const done = prefetchModule(
    'app/routes/dashboard',
    vi.fn(() => Promise.resolve({})),
  );
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  return { idle, done };
}

beforeEach(() => {
  // A fresh module each time: it keeps the list it read.
  vi.resetModules();
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prefetching a lazy module', () => {
  it('in a build, downloads its scripts with modulepreload links and does not run it', async () => {
    vi.stubEnv('PROD', true);
    const { prefetchModule } = await import('./prefetch-module');
    const load = vi.fn(() => Promise.resolve({}));
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/form-2.js' }));
    await prefetchModule('app/routes/dashboard', load);
    expect(load).not.toHaveBeenCalled();
    // The file Vite (or an earlier preload) already asked for is not asked for twice.
    expect(preloads()).toEqual(['/assets/form-2.js', '/assets/dashboard-1.js']);
    expect(document.head.querySelector('link[href="/assets/dashboard-1.js"]')?.getAttribute('crossorigin')).toBe('');
  });

  it('asks for a file once when two screens share it and the first is still waiting', async () => {
    vi.stubEnv('PROD', true);
    const { prefetchModule } = await import('./prefetch-module');
    const load = vi.fn(() => Promise.resolve({}));
    await Promise.all([prefetchModule('app/routes/dashboard', load), prefetchModule('app/routes/dashboard', load)]);
    expect(preloads()).toEqual(['/assets/dashboard-1.js', '/assets/form-2.js']);
  });

  it.each([
    // A busy page: no time left in each idle moment.
    { moment: 'a busy idle moment', timeRemaining: 0, linkMs: 0 },
    // Lighthouse's load: each link takes 5 ms, in a moment that offers 50, and 4 ms is the most a turn spends.
    { moment: 'an idle moment of 50 ms, with 5 ms links', timeRemaining: 50, linkMs: 5 },
  ])('adds one link per turn in $moment, not all in one task', async ({ timeRemaining, linkMs }) => {
    const { idle, done } = await prefetchWhileIdle();
    expect(preloads()).toEqual([]);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += linkMs));
    const deadline = { didTimeout: false, timeRemaining: () => timeRemaining };
    idle.shift()!(deadline);
    expect(preloads()).toEqual(['/assets/dashboard-1.js']);
    idle.shift()!(deadline);
    expect(preloads()).toEqual(['/assets/dashboard-1.js', '/assets/form-2.js']);
    await done;
    expect(idle).toHaveLength(0);
  });

  it('imports the module when the build does not list it, or outside a build', async () => {
    vi.stubEnv('PROD', true);
    const { prefetchModule } = await import('./prefetch-module');
    const load = vi.fn(() => Promise.resolve({}));
    await prefetchModule('app/routes/unknown', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.stubEnv('PROD', false);
    await prefetchModule('app/routes/dashboard', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(preloads()).toEqual([]);
  });
});
