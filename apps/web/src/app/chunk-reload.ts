/**
 * After a deploy, an open tab still asks for the old build's chunk files, which are gone: the
 * import fails. Reloading fetches the new build, so the first such failure reloads the page by
 * itself; a second one within the guard time shows the error screen instead (no reload loop).
 */
export const CHUNK_RELOAD_KEY = 'porchlight:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

// Chromium, Firefox and Safari word it differently; Vite's preload helper says "Unable to preload CSS".
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

type Clock = () => number;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: never reload by ourselves, the screen still offers Refresh Page
  }
}

/** Whether this failure may reload the page: none reloaded for one within the guard time (reads only). */
export function mayReloadForChunkError(now: Clock = Date.now): boolean {
  const store = storage();
  if (!store) return false;
  const last = Number(store.getItem(CHUNK_RELOAD_KEY));
  return !(last && now() - last < CHUNK_RELOAD_GUARD_MS);
}

/** Notes the reload (the guard), then reloads. */
export function reloadForChunkError(reload: () => void = () => window.location.reload(), now: Clock = Date.now): void {
  storage()?.setItem(CHUNK_RELOAD_KEY, String(now()));
  reload();
}
