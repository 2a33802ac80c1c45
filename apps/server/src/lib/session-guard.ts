import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import type { AppEnv } from './app-env.ts';
import { unauthorized } from './http-errors.ts';

/**
 * Every /api route is behind this guard unless its path is listed as public in app.ts.
 * It resolves the better-auth session from the cookie and exposes user and session.
 */
export function sessionGuard(auth: Auth, isPublic: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw unauthorized();
    c.set('user', { id: result.user.id, email: result.user.email, name: result.user.name, image: result.user.image });
    c.set('session', { id: result.session.id, userId: result.session.userId, expiresAt: result.session.expiresAt });
    return next();
  };
}
