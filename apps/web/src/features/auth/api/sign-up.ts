import type { SignUpRequest } from '@porchlight/domain/auth/auth-schemas';
import { authClient } from '@/lib/auth-client';
import { AUTH_MESSAGES, type AuthClientError, runAuthCall } from './auth-errors';

/** better-auth answers 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL for a taken e-mail. */
export const isEmailTaken = (code: string | null) => code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS';

function messageFor(error: AuthClientError): string {
  if (isEmailTaken(error.code ?? null)) return AUTH_MESSAGES.emailTaken;
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  if (error.status === 400 && error.message) return error.message;
  return AUTH_MESSAGES.unexpected;
}

/** POST /api/auth/sign-up/email; the server keeps the full name as profile data and signs in. */
export function signUpWithEmail({ fullName, email, password }: SignUpRequest) {
  return runAuthCall(async () => authClient.signUp.email({ name: fullName, email, password }), messageFor);
}
