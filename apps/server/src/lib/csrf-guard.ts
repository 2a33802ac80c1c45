import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send Origin or
 * Sec-Fetch-Site on cross-site writes, so either one naming another site is refused, whatever
 * the content type (hono/csrf only looks at form content types). Clients that send neither
 * (curl, server-to-server) cannot carry a victim's cookies, so they pass.
 */
export function csrfGuard(trustedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && origin !== 'null' && trustedOrigins.includes(origin)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin || (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
      throw new HttpError(403, 'This request came from another site and was refused');
    }
    return next();
  };
}
