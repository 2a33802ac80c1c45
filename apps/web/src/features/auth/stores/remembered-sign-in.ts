/** What the sign-in form remembers between visits; logout forgets both (spec 000 §4). */
export const LAST_EMAIL_KEY = 'porchlight-last-email';
export const REMEMBER_ME_KEY = 'porchlight-remember-me';

export type RememberedSignIn = { email: string; rememberMe: boolean };

// Storage can be unavailable (private mode, blocked by policy): remembering is a convenience only.
function tryStorage<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Remember me starts checked: the session then lasts as long as the spec's 400-day cookie. */
export function readRememberedSignIn(): RememberedSignIn {
  return tryStorage(
    () => ({
      email: localStorage.getItem(LAST_EMAIL_KEY) ?? '',
      rememberMe: localStorage.getItem(REMEMBER_ME_KEY) !== 'false',
    }),
    { email: '', rememberMe: true },
  );
}

/** The e-mail is kept only when the user asked to be remembered (a shared computer should not). */
export function rememberSignIn({ email, rememberMe }: RememberedSignIn): void {
  tryStorage(() => {
    localStorage.setItem(REMEMBER_ME_KEY, String(rememberMe));
    if (rememberMe) localStorage.setItem(LAST_EMAIL_KEY, email.trim());
    else localStorage.removeItem(LAST_EMAIL_KEY);
  }, undefined);
}

export function forgetRememberedSignIn(): void {
  tryStorage(() => {
    localStorage.removeItem(LAST_EMAIL_KEY);
    localStorage.removeItem(REMEMBER_ME_KEY);
  }, undefined);
}
