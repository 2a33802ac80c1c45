import crypto from 'node:crypto';
import { API_KEY_TAG } from '@porchlight/domain/public-api/api-keys';

/**
 * A key is 32 random bytes: a fast SHA-256 is enough to store it (nobody can guess 256 bits,
 * so a slow password hash would add nothing but latency on every call). Only the hash is kept.
 */
export const newApiKey = () => `${API_KEY_TAG}${crypto.randomBytes(32).toString('base64url')}`;

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('hex');

/** The key from `Authorization: Bearer <key>`, or undefined. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
