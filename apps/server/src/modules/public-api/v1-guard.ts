import type { MiddlewareHandler } from 'hono';
import { isDeviceKey } from '@porchlight/domain/public-api/api-keys';
import {
  API_RATE_LIMIT,
  monthlyCallsMessage,
  rateLimitMessage,
  secondsUntilReset,
  usageMonth,
  usageResetsAt,
} from '@porchlight/domain/public-api/api-metering';
import { TooManyRequestsError } from '../../lib/http-errors.ts';
import { bearerKey } from './api-key-secret.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { noApiAccess, type ApiEntitlements, type ApiKeysService } from './api-keys.service.ts';
import { V1Error } from './v1-errors.ts';
import type { V1Env } from './v1-env.ts';

export type V1GuardDeps = {
  keys: Pick<ApiKeysService, 'callerOf'>;
  repo: Pick<ApiKeysRepository, 'countCall'>;
  entitlements: (userId: string) => Promise<ApiEntitlements>;
  /** The request_quotas counter (lib/request-quota.ts). */
  takeQuota: (key: string, quota: { windowSeconds: number }) => Promise<{ count: number; resetSeconds: number }>;
  now?: () => Date;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every v1 call: the key (401), the plan's API access (402), the key's rate limit (429 with
 * RateLimit-* headers), the month's calls (429 until the month's end), then the key's scope (403).
 * A device key (the browser extension's, decision 063) needs no API access and is not counted in
 * the month's calls; which routes it opens is checked per route (`deviceKeyGuard`).
 */
export function v1Guard({ keys, repo, entitlements, takeQuota, now = () => new Date() }: V1GuardDeps): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const key = bearerKey(c.req.header('authorization'));
    if (!key) throw new V1Error(401, 'unauthenticated', 'Send your API key as Authorization: Bearer <key> (Settings > API).');
    const caller = await keys.callerOf(key);
    if (!caller) throw new V1Error(401, 'unauthenticated', 'This API key is unknown or was revoked.');
    c.set('caller', caller);

    const isDevice = isDeviceKey(caller);
    const plan = isDevice ? undefined : await entitlements(caller.userId);
    if (plan && !plan.apiAccess) throw noApiAccess();

    const { max, windowSeconds } = API_RATE_LIMIT;
    const { count, resetSeconds } = await takeQuota(`api-key:${caller.keyId}`, { windowSeconds });
    c.header('RateLimit-Limit', String(max));
    c.header('RateLimit-Remaining', String(Math.max(0, max - count)));
    c.header('RateLimit-Reset', String(resetSeconds));
    if (count > max) throw new TooManyRequestsError(rateLimitMessage(max, windowSeconds), resetSeconds);

    const at = now();
    const counted = plan ? await repo.countCall(caller.userId, usageMonth(at), plan.apiCalls) : 0;
    if (plan && counted === undefined) {
      const error = new TooManyRequestsError(monthlyCallsMessage(plan.apiCalls, usageResetsAt(at)), secondsUntilReset(at));
      throw Object.assign(error, { code: 'monthly_limit_reached' });
    }

    if (WRITE_METHODS.has(c.req.method) && caller.scope === 'read') {
      throw new V1Error(403, 'forbidden', 'This API key is read-only. Create a read and write key in Settings > API to make changes.');
    }
    return next();
  };
}

/** A device key opens only the routes the browser extension calls (each marked `extension`). */
export function deviceKeyGuard(route: { extension?: boolean }): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    if (isDeviceKey(c.var.caller) && !route.extension) {
      throw new V1Error(
        403,
        'forbidden',
        'This is a browser extension key: it can save listings and contacts only. Create an API key in Settings > API for other tools.',
      );
    }
    return next();
  };
}
