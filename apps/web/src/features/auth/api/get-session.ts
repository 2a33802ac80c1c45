import { type AuthUser, type SessionState, useSessionStore } from '@/lib/session-store';
import { authClient } from '@/lib/auth-client';

/** Spec 000 §4 and §9: the first session check runs 100 ms after start. */
export const INITIAL_SESSION_DELAY_MS = 100;

export type SessionErrorKind = 'offline' | 'invalid-session' | 'other';

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const { message, code, statusText } = error as { message?: unknown; code?: unknown; statusText?: unknown };
    return [message, code, statusText].filter((v) => typeof v === 'string').join(' ');
  }
  return String(error);
};

/** Spec 000 §8: which session errors mean "offline", which mean "signed out", which are only logged. */
export function classifySessionError(error: unknown): SessionErrorKind {
  const message = messageOf(error);
  if (/Failed to fetch|NetworkError|Load failed|network error/i.test(message)) return 'offline';
  if (/refresh_token|refresh token|session (is )?(expired|invalid|not found)|invalid session|SESSION_EXPIRED/i.test(message)) {
    return 'invalid-session';
  }
  return 'other';
}

type RawUser = { id: string; email: string; name?: string | null; image?: string | null };
export const toAuthUser = (u: RawUser): AuthUser => ({ id: u.id, email: u.email, name: u.name ?? '', image: u.image ?? null });

type Outcome = { patch: Partial<SessionState>; after?: () => Promise<void> };

/** Ends a session the server no longer accepts, without touching the user's local data. */
async function dropInvalidSession() {
  try {
    await authClient.signOut({ fetchOptions: { disableSignal: true } });
  } catch (error) {
    console.warn('Clearing the invalid session failed.', error);
  }
}

function outcomeOfError(error: unknown, thrown: boolean): Outcome {
  const kind = classifySessionError(error);
  if (kind === 'offline') {
    console.warn('Could not reach the server to read the session; working offline.', error);
    return { patch: { user: null, isLoading: false, connectionError: true } };
  }
  if (kind === 'invalid-session') {
    console.warn('The session is no longer valid; signing out.', error);
    return { patch: { user: null, isLoading: false, connectionError: false }, after: dropInvalidSession };
  }
  console.error('Reading the session failed.', error);
  // Spec 000 §8: a session read exception also counts as a connection problem.
  return { patch: thrown ? { user: null, isLoading: false, connectionError: true } : { isLoading: false } };
}

async function readOnce(): Promise<Outcome> {
  try {
    const { data, error } = await authClient.getSession();
    // A 401 from get-session means the cookie no longer names a session.
    if (error) return outcomeOfError(error.status === 401 ? { message: 'invalid session' } : error, false);
    const user = data?.user ? toAuthUser(data.user) : null;
    return { patch: { user, isLoading: false, connectionError: false, ...(user ? { signedOutByUser: false } : {}) } };
  } catch (error) {
    return outcomeOfError(error, true);
  }
}

const sameUser = (a: AuthUser | null, b: AuthUser | null) =>
  a === b || (!!a && !!b && a.id === b.id && a.email === b.email && a.name === b.name && a.image === b.image);

/**
 * The store keeps its user when a read answers the same one: everything that reads the user (the
 * shell, the screen) would otherwise render again at each read (the first one, each time the tab
 * comes back) for nothing (issue 15).
 */
function keepingTheSameUser(patch: Partial<SessionState>): Partial<SessionState> {
  const { user } = useSessionStore.getState();
  return patch.user !== undefined && sameUser(user, patch.user) ? { ...patch, user } : patch;
}

let generation = 0;
let latest: Promise<void> = Promise.resolve();

/**
 * Reads the session from the server into the session store. Only the newest read is applied,
 * and every caller waits for it, so a read started before a sign-in never overwrites the result.
 */
export function refreshSession(): Promise<void> {
  const id = ++generation;
  const run: Promise<void> = readOnce().then(async ({ patch, after }) => {
    if (id !== generation) return latest;
    useSessionStore.setState(keepingTheSameUser(patch));
    await after?.();
  });
  latest = run;
  return run;
}

/** After a sign-in or sign-up answered with the user, show it at once (the session cookie is set). */
export function setSignedInUser(user: RawUser) {
  generation++;
  latest = Promise.resolve();
  useSessionStore.setState({ user: toAuthUser(user), isLoading: false, connectionError: false, signedOutByUser: false });
}
