import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type AuthUser, useSessionStore } from '@/lib/session-store';
import { INITIAL_SESSION_DELAY_MS, refreshSession } from '../api/get-session';
import { authClient } from '@/lib/auth-client';

let stopWatch: (() => void) | null = null;

/**
 * Spec 000 §4: read the session 100 ms after start, then again whenever it may have changed:
 * after a sign-in, sign-up or sign-out (better-auth's session signal), when the tab comes back
 * (the server slides the session's expiry on each read: the "token refreshed" moment) and when
 * the browser is back online (leaves the working-offline state). Idempotent.
 */
export function startSessionWatch(): () => void {
  if (stopWatch) return stopWatch;
  const read = () => void refreshSession();
  const timer = setTimeout(read, INITIAL_SESSION_DELAY_MS);
  // better-auth raises its session signal after a sign-in, sign-up or sign-out through it.
  const stopSignal = authClient.$store.atoms.$sessionSignal?.listen(read);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') read();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', read);
  stopWatch = () => {
    clearTimeout(timer);
    stopSignal?.();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', read);
    stopWatch = null;
  };
  return stopWatch;
}

/** Stops watching (tests, or an app teardown); the next `useAuth()` starts again. */
export function stopSessionWatch(): void {
  stopWatch?.();
}

export type UseAuthResult = { user: AuthUser | null; isLoading: boolean; connectionError: boolean };

/** The signed-in user and the session state of spec 000 §4 and §8. */
export function useAuth(): UseAuthResult {
  useEffect(() => {
    // The watch lives as long as the app: unmounting one consumer must not stop it.
    startSessionWatch();
  }, []);
  return useSessionStore(useShallow((s) => ({ user: s.user, isLoading: s.isLoading, connectionError: s.connectionError })));
}
