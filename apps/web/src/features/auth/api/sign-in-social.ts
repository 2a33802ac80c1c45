import { authClient } from '@/lib/auth-client';
import { AUTH_MESSAGES, type AuthClientError, runAuthCall } from './auth-errors';

export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Which provider the callback page is returning from (for session tracking). */
export const SOCIAL_PROVIDER_KEY = 'porchlight-social-provider';

const messageFor = (error: AuthClientError) =>
  error.status === 429 ? AUTH_MESSAGES.tooManyRequests : error.message || AUTH_MESSAGES.unexpected;

/**
 * Sends the browser to the provider (better-auth's redirect plugin follows the answer's URL).
 * Success and failure both come back to /auth/callback, which carries `next` on.
 */
export function startSocialSignIn(provider: string, next: string) {
  const callbackURL = `${window.location.origin}${AUTH_CALLBACK_PATH}?next=${encodeURIComponent(next)}`;
  try {
    sessionStorage.setItem(SOCIAL_PROVIDER_KEY, provider);
  } catch {
    // Only used to label the session; sign-in works without it.
  }
  return runAuthCall(
    async () => authClient.signIn.social({ provider, callbackURL, errorCallbackURL: callbackURL, newUserCallbackURL: callbackURL }),
    messageFor,
  );
}
