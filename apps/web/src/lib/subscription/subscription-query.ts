import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@porchlight/domain/billing/billing-schemas';
import { api, jsonOf } from '../api';
import { isApiError } from '../api-client';
import { reloadQueries } from '../query-client';

/** Spec 000 §9: subscription reload delay. */
export const SUBSCRIPTION_RELOAD_DELAY_MS = 500;
/** Spec 000 §8: what is stored when a failed fetch has no message of its own. */
export const SUBSCRIPTION_FETCH_ERROR = 'Failed to fetch subscription';

export const SUBSCRIPTION_QUERY_ROOT = ['subscription'] as const;
export const subscriptionQueryKey = (userId: string) => [...SUBSCRIPTION_QUERY_ROOT, userId] as const;

// Only a plain `{}`: an Error has no enumerable keys either, but it is not "empty".
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;

/**
 * Spec 000 §8: an "empty error object" means there is no subscription. Here that is an API
 * answer whose error body is `{}` (or a thrown `{}`), i.e. an error that says nothing at all.
 */
export function isEmptySubscriptionError(error: unknown): boolean {
  if (isApiError(error)) return isEmptyObject(error.body);
  return isEmptyObject(error);
}

/**
 * GET /api/subscription. Null means "no subscription" (the empty error). Any other failure is
 * logged as a warning and rethrown with its message, or 'Failed to fetch subscription'.
 */
export async function getSubscriptionOverview(signal?: AbortSignal): Promise<SubscriptionOverview | null> {
  try {
    return await jsonOf(api.billing.subscription.$get({}, { init: { signal } }));
  } catch (error) {
    // A read given up (the page moved on) did not fail: nothing to warn about.
    if (signal?.aborted) throw error;
    if (isEmptySubscriptionError(error)) return null;
    const hasMessage = error instanceof Error && error.message !== '';
    console.warn('Subscription fetch failed:', hasMessage ? error.message : SUBSCRIPTION_FETCH_ERROR);
    // The original error keeps its status, so the retry rules (no retry on a 4xx) still apply.
    throw hasMessage ? error : new Error(SUBSCRIPTION_FETCH_ERROR);
  }
}

export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({ queryKey: subscriptionQueryKey(userId), queryFn: ({ signal }) => getSubscriptionOverview(signal) });

/**
 * Reloads the subscription after a change (a billing action here, or a `subscription_update`
 * realtime event), then once more 500 ms after that fetch (spec 000 §4): a change made by the
 * payment provider's webhook can land just after the first read. The follow-up does not
 * schedule another, so this is never a polling loop.
 */
export async function invalidateSubscription(queryClient: QueryClient): Promise<void> {
  await reloadQueries(queryClient, SUBSCRIPTION_QUERY_ROOT);
  setTimeout(() => void reloadQueries(queryClient, SUBSCRIPTION_QUERY_ROOT), SUBSCRIPTION_RELOAD_DELAY_MS);
}
