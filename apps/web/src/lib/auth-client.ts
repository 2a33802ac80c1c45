import { createAuthClient } from 'better-auth/react';
import { AUTH_BASE_PATH } from './session-store';

/**
 * The better-auth client: features/auth reads the session and signs in, up and out through it.
 * better-auth 1.7 serves generic OIDC providers through the same `signIn.social` endpoint as the
 * built-in ones, so no generic-OAuth client plugin is needed.
 */
export const authClient = createAuthClient({
  // Undefined when the build prerenders the public pages in Node; never called there.
  baseURL: globalThis.location?.origin,
  basePath: AUTH_BASE_PATH,
  // Our session watch (features/auth) decides when to read the session; the library's own
  // session atom is never mounted, so it never polls on its own.
  sessionOptions: { refetchOnWindowFocus: false },
  // Look fetch up on each call rather than once at import, so a wrapped fetch (tests) is used.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export type AuthClient = typeof authClient;
