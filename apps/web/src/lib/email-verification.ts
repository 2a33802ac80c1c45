import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFIED_CALLBACK_PATH } from '@porchlight/domain/messaging/email-verification';
import { apiFetch } from './api-client';
import { AUTH_BASE_PATH } from './session-store';

/**
 * Asks better-auth for a new verification link to the agent's sign-in address; it lands on
 * Settings > Profile, which says the address is verified. Kept in lib because the composer and
 * Settings > Profile both offer it (features do not import each other).
 */
/** better-auth's own endpoint (not one of our routes): it stays on the plain wrapper. */
export function sendVerificationLink(email: string): Promise<unknown> {
  return apiFetch(`${AUTH_BASE_PATH}/send-verification-email`, {
    method: 'POST',
    body: JSON.stringify({ email, callbackURL: EMAIL_VERIFIED_CALLBACK_PATH }),
  });
}

export const useSendVerificationLink = () => useMutation({ mutationFn: sendVerificationLink });
