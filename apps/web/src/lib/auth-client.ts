import { createAuthClient } from 'better-auth/react';
import { create } from 'zustand';

/** better-auth is mounted here by the server (apps/server/src/auth.ts). */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The better-auth client. better-auth 1.7 serves generic OIDC providers through the same
 * `signIn.social` endpoint as the built-in ones, so no generic-OAuth client plugin is needed.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: AUTH_BASE_PATH,
  // Our session watch (features/auth) decides when to read the session; the library's own
  // session atom is never mounted, so it never polls on its own.
  sessionOptions: { refetchOnWindowFocus: false },
  // Look fetch up on each call rather than once at import, so a wrapped fetch (tests) is used.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export type AuthUser = { id: string; email: string; name: string; image: string | null };

export type SessionState = {
  user: AuthUser | null;
  /** True until the first session read settles, and while signing out. */
  isLoading: boolean;
  /** Spec 000 §8: the session could not be read because the network failed (working offline). */
  connectionError: boolean;
  /** The user signed out here: guarded screens send them to plain /signin, with no way back. */
  signedOutByUser: boolean;
};

export const INITIAL_SESSION_STATE: SessionState = { user: null, isLoading: true, connectionError: false, signedOutByUser: false };

/**
 * The current session, in memory only. It lives beside the client (not in the auth feature) so
 * that other features (profile, shell) can read the signed-in user without importing auth.
 * Only features/auth writes it.
 */
export const useSessionStore = create<SessionState>()(() => INITIAL_SESSION_STATE);

/** The signed-in user, or null (signed out, still loading, or offline). */
export const useSessionUser = () => useSessionStore((s) => s.user);
