import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';

/**
 * better-auth is mounted here by the server (apps/server/src/auth.ts). Kept apart from the
 * better-auth client (lib/auth-client.ts) so the first page can read the session without it.
 */
export const AUTH_BASE_PATH = '/api/auth';

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
 * The current session, in memory only. It lives in lib (not in the auth feature) so that other
 * features (profile, shell) can read the signed-in user without importing auth.
 * Only features/auth writes it.
 */
const sessionStore = createStore<SessionState>()(() => INITIAL_SESSION_STATE);

/**
 * zustand's `create`, except that a server render reads the state as it is, not as it started:
 * the server draws a signed-in screen with the agent's session in the store (issue 15,
 * prerender/signed-in-screen.tsx), which `create`'s hook would read as "still loading".
 */
export const useSessionStore = Object.assign(
  <T = SessionState>(selector: (state: SessionState) => T = (state) => state as T): T => {
    const read = () => selector(sessionStore.getState());
    return useSyncExternalStore(sessionStore.subscribe, read, read);
  },
  sessionStore,
);

/** The signed-in user, or null (signed out, still loading, or offline). */
export const useSessionUser = () => useSessionStore((s) => s.user);
