import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { V1Error } from './v1-errors.ts';
import type { V1Env } from './v1-env.ts';

export const IDEMPOTENCY_KEY_MAX = 255;
/** Set on an answer replayed for a repeated Idempotency-Key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * POST with `Idempotency-Key`: the first answer is kept per API key for 24 hours and a repeat
 * gets it again without acting twice. The key is taken before the work starts, so a repeat that
 * arrives while the first runs is refused (409) rather than run alongside it. Answers that say
 * "try again" (429, 5xx) are not kept.
 */
export function v1Idempotency(repo: Pick<ApiKeysRepository, 'claim' | 'settle' | 'release'>): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const idempotencyKey = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || idempotencyKey === undefined) return next();
    if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
      throw new V1Error(400, 'invalid_request', `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`);
    }
    const { keyId } = c.var.caller;
    const request = `${c.req.method} ${c.req.path}`;
    const stored = await repo.claim(keyId, idempotencyKey, request);
    if (stored) {
      if (stored.request !== request) throw new V1Error(409, 'idempotency_conflict', 'This Idempotency-Key was already used for another request.');
      if (stored.status === 0) throw new V1Error(409, 'idempotency_conflict', 'A request with this Idempotency-Key is still running. Retry in a moment.');
      c.header(REPLAYED_HEADER, 'true');
      return c.json(stored.body, stored.status as ContentfulStatusCode);
    }
    try {
      await next();
    } catch (error) {
      await repo.release(keyId, idempotencyKey);
      throw error;
    }
    // An error thrown by the handler was already answered by the v1 error handler: c.res holds it.
    const status = c.res.status;
    if (status === 429 || status >= 500) {
      await repo.release(keyId, idempotencyKey);
      return;
    }
    const body = c.res.headers.get('content-type')?.includes('application/json') ? await c.res.clone().json() : null;
    await repo.settle(keyId, idempotencyKey, status, body);
  };
}
