import { useSessionStore } from '@/lib/session-store';
import { authClient } from '@/lib/auth-client';
import { APP_STORE_KEY, resetAppStore } from '@/lib/store';
import { forgetRememberedSignIn } from '../stores/remembered-sign-in';
import { refreshSession } from './get-session';

/** Spec 000 §2: where the app goes after logout. */
export const SIGN_IN_PATH = '/signin';

/** Expires every cookie JavaScript can see, on the root path and on the current one. */
export function clearReadableCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  const paths = ['/', window.location.pathname];
  for (const name of names) {
    for (const path of paths) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
}

/** Everything this browser kept for the signed-in user, per spec 000 §4. */
export function clearLocalSessionData(clearQueryCache: () => void): void {
  resetAppStore();
  localStorage.removeItem(APP_STORE_KEY);
  clearQueryCache();
  forgetRememberedSignIn();
  sessionStorage.clear();
  clearReadableCookies();
}

export type SignOutDeps = {
  clearQueryCache: () => void;
  navigate: (to: string, options: { replace: boolean }) => void | Promise<void>;
};

/**
 * Spec 000 §4 logout: set loading, clear the user, sign out (the server ends every session of
 * the user), remove the stored data, then go to /signin. An error answer from the sign-out call
 * is only logged (§7); a failure to reach the server resets loading and is returned (§8).
 */
export async function signOutEverywhere({ clearQueryCache, navigate }: SignOutDeps): Promise<{ error: Error | null }> {
  useSessionStore.setState({ isLoading: true, user: null, connectionError: false, signedOutByUser: true });
  try {
    // The session signal stays quiet: the state is set here, not by a second session read.
    const { error } = await authClient.signOut({ fetchOptions: { disableSignal: true } });
    if (error) console.error('Sign-out answered with an error.', error);
    clearLocalSessionData(clearQueryCache);
    // Loading stays on while the router moves to /signin, so guarded screens show no flash.
    await navigate(SIGN_IN_PATH, { replace: true });
    useSessionStore.setState({ isLoading: false });
    return { error: null };
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    console.error('Sign-out failed.', error);
    useSessionStore.setState({ isLoading: false, signedOutByUser: false });
    // Still signed in on the server: read the session again (or land in the offline state).
    void refreshSession();
    return { error };
  }
}
