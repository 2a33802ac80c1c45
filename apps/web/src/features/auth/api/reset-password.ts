import { authClient } from '@/lib/auth-client';
import { AUTH_MESSAGES, type AuthClientError, runAuthCall } from './auth-errors';

/** The server's code (and redirect parameter) for an expired, used or unknown reset token. */
export const INVALID_TOKEN = 'INVALID_TOKEN';

function messageFor(error: AuthClientError): string {
  if (error.code === INVALID_TOKEN || error.code === 'TOKEN_EXPIRED') return AUTH_MESSAGES.resetLinkInvalid;
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  if (error.status === 400 && error.message) return error.message;
  return AUTH_MESSAGES.unexpected;
}

/** POST /api/auth/reset-password; the server then ends every session of the user. */
export function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return runAuthCall(async () => authClient.resetPassword({ token, newPassword }), messageFor);
}
