import type { AuthClient } from '@/lib/auth-client';

/** lib/auth-client's key in the build's lazy-chunks.json, for preloading it without running it. */
export const AUTH_CLIENT_MODULE = 'lib/auth-client';

let loading: Promise<AuthClient> | null = null;
const onLoad = new Set<(client: AuthClient) => void>();
let loaded: AuthClient | null = null;

/**
 * The better-auth client, downloaded on first use (or with the critical preloads, after first
 * paint): the first paint of /signin and of the shell reads the session without it (issue 15).
 * A failed download is tried again on the next call.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('@/lib/auth-client').then(
    ({ authClient }) => {
      loaded = authClient;
      onLoad.forEach((listener) => listener(authClient));
      onLoad.clear();
      return authClient;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `listener` with the client once something has loaded it, without loading it: only calls
 * through the client raise its session signal, so a listener added then misses nothing.
 * Returns a function that cancels a listener still waiting.
 */
export function whenAuthClientLoaded(listener: (client: AuthClient) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  onLoad.add(listener);
  return () => onLoad.delete(listener);
}
