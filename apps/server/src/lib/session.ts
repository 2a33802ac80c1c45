/** A signed-in request's user and session, as the session guard resolves them (and the session cache keeps them). */
export type SessionUser = { id: string; email: string; name: string; image?: string | null };
export type SessionInfo = { id: string; userId: string; expiresAt: Date };
