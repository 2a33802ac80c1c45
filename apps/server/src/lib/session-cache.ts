import type { SessionInfo, SessionUser } from './session.ts';

/** What the session guard puts on the request: the signed-in user and their session. */
export type ResolvedSession = { user: SessionUser; session: SessionInfo };

/** How long a resolved session answers without the database, if nothing says it changed. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions this instance resolved recently, by their signed cookie token, so the hot path skips
 * the database. Correctness rests on invalidation, not on the TTL: a sign-out, revocation,
 * password reset or account change on any instance reaches every instance through
 * LISTEN/NOTIFY (composition wires the bus to forgetSession/forgetUser). While the LISTEN
 * connection is down those signals go unheard, so the cache is paused then: it keeps and answers
 * nothing until the bus listens again (issue 45: it refilled from the working pool meanwhile and
 * served a signed-out session). The TTL only bounds how long a missed signal could matter.
 */
export function createSessionCache({ ttlMs = SESSION_CACHE_TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now } = {}) {
  const entries = new Map<string, { resolved: ResolvedSession; until: number }>();
  let paused = false;
  // Moves on every forget, pause and resume: a session read from the database before one of
  // those may already be stale, so `set` with an older ticket keeps nothing.
  let generation = 0;
  const forgetWhere = (matches: (resolved: ResolvedSession) => boolean) => {
    generation++;
    for (const [token, entry] of entries) if (matches(entry.resolved)) entries.delete(token);
  };
  return {
    /** Take one before reading a session from the database, and hand it to `set`. */
    ticket: () => generation,
    get(token: string): ResolvedSession | undefined {
      if (paused) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now() || entry.resolved.session.expiresAt.getTime() <= now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.resolved;
    },
    /** Keeps a session read from the database, unless the cache is paused or `ticket` is stale. */
    set(token: string, resolved: ResolvedSession, ticket = generation) {
      if (paused || ticket !== generation) return;
      entries.delete(token);
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { resolved, until: now() + ttlMs });
    },
    forgetSession: (sessionId: string) => forgetWhere((r) => r.session.id === sessionId),
    forgetUser: (userId: string) => forgetWhere((r) => r.user.id === userId),
    clear: () => forgetWhere(() => true),
    /** The bus stopped listening: sign-outs elsewhere go unheard, so keep and answer nothing. */
    pause() {
      paused = true;
      forgetWhere(() => true);
    },
    /** The bus listens again. */
    resume() {
      paused = false;
      generation++;
    },
    get paused() {
      return paused;
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?porchlight\.session_token=([^;]+)/;

/** The signed session token from a Cookie header (better-auth's cookie, prefixed "porchlight"). */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}
