import type { MiddlewareHandler } from 'hono';
import { BOOK_HEADER, BOOK_NOT_FOUND } from '@porchlight/domain/ownership/ownership';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-errors.ts';

/**
 * The routes of a team's shared book (issue 18): leads, properties and what hangs off them
 * (pipeline, photos, links, follow-up tasks, appointments). Everything else (messaging, automations, settings,
 * billing) stays each agent's own, whatever the request names.
 */
const BOOK_PATHS = /^\/api\/(leads|properties|pipeline|tracking-tasks|appointments|team\/book)(\/|$)/;

export const isBookPath = (path: string) => BOOK_PATHS.test(path);

/**
 * Sets the book a request works in: the agent's own, or, on a shared route that names one in the
 * header, a team's book while the agent's seat on it is active (403 otherwise, never another's data).
 */
export function bookScope(isActiveMember: (bookId: string, userId: string) => Promise<boolean>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
    if (!user) return next();
    c.set('bookId', user.id);
    // An <img> cannot send a header: a GET may name the book as ?book= (reads only).
    const asked = (c.req.header(BOOK_HEADER) ?? (c.req.method === 'GET' ? c.req.query('book') : undefined))?.trim();
    if (!asked || asked === user.id || !isBookPath(c.req.path)) return next();
    if (!(await isActiveMember(asked, user.id))) throw new HttpError(403, BOOK_NOT_FOUND);
    c.set('bookId', asked);
    return next();
  };
}
