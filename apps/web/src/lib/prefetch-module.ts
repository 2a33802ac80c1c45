/** dist/lazy-chunks.json, written by the build (sw/lazy-chunks-plugin.ts). */
type LazyChunks = { files: string[]; modules: Record<string, number[]> };

export const LAZY_CHUNKS_URL = '/lazy-chunks.json';

let chunks: Promise<LazyChunks | null> | null = null;

function readLazyChunks(): Promise<LazyChunks | null> {
  chunks ??= fetch(LAZY_CHUNKS_URL)
    .then((res) => (res.ok && res.headers.get('content-type')?.includes('json') ? (res.json() as Promise<LazyChunks>) : null))
    .catch(() => null);
  return chunks;
}

/** Links not yet in the document, a few added per idle moment, and what waits for them. */
const waiting: { link: HTMLLinkElement; added?: () => void }[] = [];
const queued = new Set<string>();
let draining = false;

const whenIdle = (run: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 0);

/**
 * The most one turn spends adding links. An idle moment can offer up to 50 ms, and a link costs
 * about a millisecond (more in a traced load, where a turn that filled Lighthouse's shortened
 * idle deadline still ran 12–22 ms, each a long task at 4x CPU: issue 15). A tap that arrives
 * waits for the turn in progress, so turns stay short.
 */
const TURN_BUDGET_MS = 4;

/**
 * Adds the waiting links while the main thread is idle, at least one per turn. Adding the
 * critical screens' hundred-odd links at once was a single task of 300 ms at mobile speed (the
 * browser starts each download inside appendChild), blocking input right after first paint.
 */
function drain(deadline?: IdleDeadline): void {
  const started = performance.now();
  const timeLeft = () => (deadline && !deadline.didTimeout ? deadline.timeRemaining() > 2 : true);
  do {
    const next = waiting.shift();
    if (!next) break;
    document.head.append(next.link);
    queued.delete(next.link.href);
    next.added?.();
  } while (performance.now() - started < TURN_BUDGET_MS && timeLeft());
  if (waiting.length > 0) whenIdle(drain);
  else draining = false;
}

/**
 * Downloads a lazy module's scripts without running them: `<link rel="modulepreload">` for each
 * file the build lists under `key`, so the later `import()` only evaluates what the browser
 * already has. Running every preloaded screen's code after first paint was most of /signin's
 * blocking time (issue 15). Without the build's list (development, tests, offline, a module it
 * does not know) `load` imports the module as before. Resolves once its links are in the document.
 */
export async function prefetchModule(key: string | undefined, load: () => Promise<unknown>): Promise<void> {
  const list = import.meta.env.PROD && key ? await readLazyChunks() : null;
  const files = key ? list?.modules[key] : undefined;
  if (!list || !files) {
    await load();
    return;
  }
  const links: HTMLLinkElement[] = [];
  for (const file of files.map((i) => `/${list.files[i]}`)) {
    // The same href Vite's own preloading writes, so it skips files already on their way.
    if (document.head.querySelector(`link[href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.crossOrigin = '';
    if (queued.has(link.href)) continue;
    queued.add(link.href);
    links.push(link);
  }
  if (links.length === 0) return;
  await new Promise<void>((resolve) => {
    links.forEach((link, i) => waiting.push({ link, added: i === links.length - 1 ? resolve : undefined }));
    if (!draining) {
      draining = true;
      whenIdle(drain);
    }
  });
}
