/** Messages the auth pages show; none of them says whether an e-mail has an account. */
export const AUTH_MESSAGES = {
  incorrectCredentials: 'Incorrect email or password',
  tooManySignIns: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  network: "We couldn't reach Porchlight. Check your connection and try again.",
  unexpected: 'Something went wrong. Please try again.',
  emailTaken: 'An account with this email already exists',
  resetSent: "If an account exists for that email, we've sent a link to reset your password.",
  resetLinkInvalid: 'This reset link has expired or was already used.',
} as const;

/** The error half of a better-auth client answer. */
export type AuthClientError = { status: number; code?: string; message?: string; statusText?: string };

export type AuthResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string | null; message: string };

/** Runs a better-auth client call and folds thrown network errors into the same result shape. */
export async function runAuthCall<T>(
  call: () => Promise<{ data: T | null; error: AuthClientError | null }>,
  messageFor: (error: AuthClientError) => string,
): Promise<AuthResult<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, status: error.status, code: error.code ?? null, message: messageFor(error) };
    return { ok: true, data: data as T };
  } catch (cause) {
    console.warn('Auth request failed to reach the server.', cause);
    return { ok: false, status: 0, code: 'NETWORK', message: AUTH_MESSAGES.network };
  }
}
