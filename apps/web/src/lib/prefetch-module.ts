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

/**
 * Downloads a lazy module's scripts without running them: `<link rel="modulepreload">` for each
 * file the build lists under `key`, so the later `import()` only evaluates what the browser
 * already has. Running every preloaded screen's code after first paint was most of /signin's
 * blocking time (issue 15). Without the build's list (development, tests, offline, a module it
 * does not know) `load` imports the module as before.
 */
export async function prefetchModule(key: string | undefined, load: () => Promise<unknown>): Promise<void> {
  const list = import.meta.env.PROD && key ? await readLazyChunks() : null;
  const files = key ? list?.modules[key] : undefined;
  if (!list || !files) {
    await load();
    return;
  }
  const links = document.createDocumentFragment();
  for (const file of files.map((i) => `/${list.files[i]}`)) {
    // The same href Vite's own preloading writes, so it skips files already on their way.
    if (document.head.querySelector(`link[href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.crossOrigin = '';
    links.append(link);
  }
  document.head.append(links);
}
