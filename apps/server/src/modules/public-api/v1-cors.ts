import { cors } from 'hono/cors';
import { REPLAYED_HEADER } from './v1-idempotency.ts';

/**
 * Any site may call /api/v1 from a browser (an agent's own website, a no-code tool): the API
 * reads no cookie, only the Bearer key the caller holds, so allowing every origin lends a page
 * no one else's credentials. Preflights are answered here, before the key guard.
 */
export const v1Cors = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposeHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', REPLAYED_HEADER],
    maxAge: 600,
  });
