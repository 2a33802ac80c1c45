import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import type { AppEnv } from './app-env.ts';
import { unauthorized } from './http-errors.ts';
import { sessionTokenOf, type ResolvedSession, type SessionCache } from './session-cache.ts';

/**
 * Every /api route is behind this guard unless its path is listed as public in app.ts.
 * It resolves the better-auth session from the cookie and exposes user and session; a session
 * resolved a moment ago comes from the cache (only verified sessions are ever kept there).
 */
export function sessionGuard(auth: Auth, isPublic: (path: string) => boolean, cache?: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const token = sessionTokenOf(c.req.header('cookie'));
    let resolved = token ? cache?.get(token) : undefined;
    if (!resolved) {
      const ticket = cache?.ticket();
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!result) throw unauthorized();
      resolved = {
        user: { id: result.user.id, email: result.user.email, name: result.user.name, image: result.user.image },
        session: { id: result.session.id, userId: result.session.userId, expiresAt: result.session.expiresAt },
      } satisfies ResolvedSession;
      if (token) cache?.set(token, resolved, ticket);
    }
    c.set('user', resolved.user);
    c.set('session', resolved.session);
    return next();
  };
}
