import { LIMITED_FEATURES } from './usage.ts';

/** A 402 "limit reached" answer (DESIGN: Data and tenancy): which limit, how much is used and allowed. */
export type LimitReachedBody = { error: string; limit: (typeof LIMITED_FEATURES)[number]; used: number; allowed: number };

/**
 * Reads a 402's body without zod (the app's global 402 handler is in its first script, issue 15);
 * the same rules as LimitReachedResponseSchema, which a test checks. Null when it is not one.
 */
export function readLimitReached(body: unknown): LimitReachedBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, limit, used, allowed } = body as Record<string, unknown>;
  const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (typeof error !== 'string' || !(LIMITED_FEATURES as readonly unknown[]).includes(limit) || !isNumber(used) || !isNumber(allowed))
    return null;
  return { error, limit: limit as LimitReachedBody['limit'], used, allowed };
}
