import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { V1Error } from './v1-errors.ts';
import type { V1Env } from './v1-env.ts';
import type { V1Route } from './v1-route.ts';

export const IDEMPOTENCY_KEY_MAX = 255;
/** Set on an answer replayed for a repeated Idempotency-Key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The request's fingerprint: the SHA-256 of its body's bytes, so a retry must send the same body. */
const fingerprintOf = (body: ArrayBuffer) => crypto.createHash('sha256').update(new Uint8Array(body)).digest('hex');

/**
 * POST with `Idempotency-Key` (the IETF httpapi Idempotency-Key draft): the first answer is kept
 * per API key for 24 hours and a repeat of the same request gets it again without acting twice.
 * The same key with another route or body is refused (422) and does nothing; a repeat that
 * arrives while the first still runs is refused (409) rather than run alongside it. Answers that
 * say "try again" (429, 5xx) are not kept. A route whose answer holds a secret keeps it out of the
 * replay cache, and its replay asks for it again where it is kept sealed (`route.secretInAnswer`).
 */
export function v1Idempotency(
  repo: Pick<ApiKeysRepository, 'claim' | 'settle' | 'release'>,
  route: Pick<V1Route, 'secretInAnswer'>,
): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const idempotencyKey = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || idempotencyKey === undefined) return next();
    if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
      throw new V1Error(400, 'invalid_request', `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`);
    }
    const { keyId } = c.var.caller;
    const request = `${c.req.method} ${c.req.path}`;
    // Hono keeps the bytes read here for the handler's own parsing.
    const fingerprint = fingerprintOf(await c.req.arrayBuffer());
    const stored = await repo.claim(keyId, idempotencyKey, request, fingerprint);
    if (stored) {
      if (stored.request !== request)
        throw new V1Error(
          422,
          'idempotency_key_reused',
          `This Idempotency-Key was already used for another request (${stored.request}). Use a new key for each request.`,
        );
      // Rows kept before fingerprints were recorded have none: they replay as before.
      if (stored.fingerprint !== null && stored.fingerprint !== fingerprint)
        throw new V1Error(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different body. Use a new key for each request.',
        );
      if (stored.status === 0)
        throw new V1Error(409, 'idempotency_conflict', 'A request with this Idempotency-Key is still running. Retry in a moment.');
      const body = route.secretInAnswer && stored.status < 300 ? await route.secretInAnswer.restore(c, stored.body) : stored.body;
      c.header(REPLAYED_HEADER, 'true');
      return c.json(body, stored.status as ContentfulStatusCode);
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
    const answer = c.res.headers.get('content-type')?.includes('application/json') ? await c.res.clone().json() : null;
    const kept = route.secretInAnswer && status < 300 ? route.secretInAnswer.strip(answer) : answer;
    await repo.settle(keyId, idempotencyKey, status, kept);
  };
}
