import type { ForgotPasswordRequest } from '@porchlight/domain/auth/auth-schemas';
import { authClient } from '@/lib/auth-client';
import { AUTH_MESSAGES, type AuthClientError, runAuthCall } from './auth-errors';

export const RESET_PASSWORD_PATH = '/reset-password';

// Only a rate limit is worth telling apart; every other answer reads as "sent" (no enumeration).
const messageFor = (error: AuthClientError) => (error.status === 429 ? AUTH_MESSAGES.tooManyRequests : AUTH_MESSAGES.resetSent);

/** Spec 000 §7: the e-mail link comes back to /reset-password on this site. */
export function requestPasswordReset({ email }: ForgotPasswordRequest) {
  const redirectTo = `${window.location.origin}${RESET_PASSWORD_PATH}`;
  return runAuthCall(async () => authClient.requestPasswordReset({ email, redirectTo }), messageFor);
}
