import { create } from 'zustand';

/** better-auth is mounted here by the server (apps/server/src/auth.ts). */
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
export const useSessionStore = create<SessionState>()(() => INITIAL_SESSION_STATE);

/** The signed-in user, or null (signed out, still loading, or offline). */
export const useSessionUser = () => useSessionStore((s) => s.user);
