import { z } from 'zod';

export const API_KEY_SCOPES = ['read', 'read_write', 'extension'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
  extension: 'Browser extension',
};
/** The scopes an integration's key is made with (Settings > API's dialog). */
export const INTEGRATION_KEY_SCOPES = ['read', 'read_write'] as const satisfies readonly ApiKeyScope[];
/**
 * A device key: what the browser extension signs in with (decision 063). It works on every plan
 * (the extension is part of the product's first steps), is not counted in the month's API calls,
 * and opens only the calls the extension makes (the routes marked `extension`).
 */
export const DEVICE_KEY_SCOPE = 'extension' satisfies ApiKeyScope;
export const isDeviceKey = (key: { scope: ApiKeyScope }) => key.scope === DEVICE_KEY_SCOPE;

export const API_KEY_NAME_MAX = 80;
/** Keys an agent may hold at once (revoked ones do not count). */
export const API_KEYS_MAX = 20;
/** "pl_live_" then 32 random bytes in base64url: the first characters are shown in the list. */
export const API_KEY_TAG = 'pl_live_';
export const API_KEY_PREFIX_LENGTH = API_KEY_TAG.length + 6;

export const CreateApiKeyRequestSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`),
    scope: z.enum(API_KEY_SCOPES, { error: 'scope must be read, read_write or extension' }),
  })
  .strict();
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** A key as the list shows it: never the key itself. */
export type ApiKeyResponse = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** The answer to creating a key: the only time the whole key is sent. */
export type ApiKeyCreatedResponse = { apiKey: ApiKeyResponse; key: string };

export type ApiKeysResponse = {
  keys: ApiKeyResponse[];
  /** False when the plan has no API access: the tab shows which plan unlocks it. */
  apiAccess: boolean;
  usage: { calls: number; allowed: number; resetsAt: string };
};

/** The first characters of a key, as the list shows it. */
export const apiKeyPrefix = (key: string) => key.slice(0, API_KEY_PREFIX_LENGTH);
