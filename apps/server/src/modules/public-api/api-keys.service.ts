import { planUnlocking } from '@porchlight/domain/billing/plans';
import {
  API_KEYS_MAX,
  apiKeyPrefix,
  isDeviceKey,
  type ApiKeyCreatedResponse,
  type ApiKeysResponse,
  type CreateApiKeyRequest,
} from '@porchlight/domain/public-api/api-keys';
import { usageMonth, usageResetsAt } from '@porchlight/domain/public-api/api-metering';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { hashApiKey, newApiKey } from './api-key-secret.ts';
import type { ApiCaller, ApiKeysRepository } from './api-keys.repository.ts';

/** What the plan allows, read afresh from billing (handed in by compose). */
export type ApiEntitlements = { apiAccess: boolean; apiCalls: number };

type Deps = { repo: ApiKeysRepository; entitlements: (userId: string) => Promise<ApiEntitlements>; now?: () => Date };

export const API_KEY_NOT_FOUND = 'API key not found';

/** The 402 of a plan without API access, naming the plan that unlocks it. */
export function noApiAccess(): HttpError {
  const plan = planUnlocking('apiAccess');
  return new HttpError(402, `API access is not included in your plan. It is available on ${plan?.name ?? 'a paid plan'} and above.`, {
    limit: 'apiAccess',
  });
}

export function createApiKeysService({ repo, entitlements, now = () => new Date() }: Deps) {
  return {
    async overview(userId: string): Promise<ApiKeysResponse> {
      const at = now();
      const [keys, plan, calls] = await Promise.all([repo.list(userId), entitlements(userId), repo.callsIn(userId, usageMonth(at))]);
      return { keys, apiAccess: plan.apiAccess, usage: { calls, allowed: plan.apiCalls, resetsAt: usageResetsAt(at).toISOString() } };
    },

    async create(userId: string, request: CreateApiKeyRequest): Promise<ApiKeyCreatedResponse> {
      // A device key (the browser extension's) works on every plan; an integration's key needs API access.
      if (!isDeviceKey(request) && !(await entitlements(userId)).apiAccess) throw noApiAccess();
      if ((await repo.countActive(userId)) >= API_KEYS_MAX)
        throw new HttpError(409, `You can hold at most ${API_KEYS_MAX} API keys. Revoke one you no longer use first.`);
      const key = newApiKey();
      const apiKey = await repo.create(userId, {
        name: request.name,
        scope: request.scope,
        prefix: apiKeyPrefix(key),
        keyHash: hashApiKey(key),
      });
      return { apiKey, key };
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repo.revoke(userId, id))) throw notFound(API_KEY_NOT_FOUND);
    },

    /** The key's owner and scope, or undefined for an unknown or revoked key. */
    async callerOf(key: string): Promise<ApiCaller | undefined> {
      const caller = await repo.callerOf(hashApiKey(key));
      if (caller) await repo.touch(caller.keyId);
      return caller;
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
