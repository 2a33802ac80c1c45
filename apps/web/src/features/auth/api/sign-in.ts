import type { SignInRequest } from '@porchlight/domain/auth/auth-schemas';
import { authClient } from '@/lib/auth-client';
import { AUTH_MESSAGES, type AuthClientError, runAuthCall } from './auth-errors';

function messageFor(error: AuthClientError): string {
  // The per-account limit says how to get back in (wait, or reset the password).
  if (error.status === 429 && error.code === 'TOO_MANY_ATTEMPTS' && error.message) return error.message;
  if (error.status === 429) return AUTH_MESSAGES.tooManySignIns;
  // 401 INVALID_EMAIL_OR_PASSWORD, and any other refusal, reads the same: no account hints.
  if (error.status === 401 || error.status === 400 || error.status === 403) return AUTH_MESSAGES.incorrectCredentials;
  return AUTH_MESSAGES.unexpected;
}

/** POST /api/auth/sign-in/email; rememberMe false gives a cookie that ends with the browser. */
export function signInWithEmail({ email, password, rememberMe }: SignInRequest) {
  return runAuthCall(async () => authClient.signIn.email({ email, password, rememberMe }), messageFor);
}
