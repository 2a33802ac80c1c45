import { MutationCache, QueryCache, QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { handleLimitReached } from './limit-reached';
import { isServiceUnavailable } from './service-status';

const MINUTE = 60_000;

/** Lifetimes from the spec, used as `staleTime` by the features' query options. */
export const QUERY_STALE_TIME = {
  DEFAULT: 5 * MINUTE,
  PROFILE: 24 * 60 * MINUTE,
  NOTIFICATIONS: 30_000,
  SMS_STATUS: 5 * MINUTE,
  EMAIL_STATUS: 5 * MINUTE,
} as const;

const MAX_RETRIES = 2;
/**
 * While the database does not answer, reads keep trying (TanStack's backoff: 1 s doubling to
 * 30 s, so about five minutes in all) under the app's one banner, and show their data once it is back.
 */
export const UNAVAILABLE_MAX_RETRIES = 12;

/** A 4xx answer will not change on retry (bad input, signed out, limit reached, not found). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isServiceUnavailable(error)) return failureCount < UNAVAILABLE_MAX_RETRIES;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 402 (plan limit reached) gets one toast naming the limit, with "See plans", wherever
    // it comes from; features skip 402s in their own toasts (toastErrorUnlessLimitReached).
    queryCache: new QueryCache({ onError: handleLimitReached }),
    mutationCache: new MutationCache({ onError: handleLimitReached }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME.DEFAULT, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Reads the queries again after a change, without cancelling a read already in flight (spec 001
 * §9: one request per key; a cancelled one is wasted work and console noise). That read may have
 * started before the change, so once it settles they are read once more. `invalidateQueries`
 * alone is not enough: on a query with no data yet it joins the first load already in flight
 * instead of starting another, and that load may not hold the change.
 */
export async function reloadQueries(client: QueryClient, which: QueryKey | QueryFilters): Promise<void> {
  const filters: QueryFilters = isQueryKey(which) ? { queryKey: which } : which;
  // Waits for the reads in flight (joined, not repeated), observed or not (a prefetch); with
  // none, the queries are marked at once.
  if (client.isFetching(filters) > 0) {
    await client.refetchQueries({ ...filters, fetchStatus: 'fetching' }, { cancelRefetch: false }).catch(() => undefined);
  }
  await client.invalidateQueries(filters, { cancelRefetch: false });
}

const isQueryKey = (which: QueryKey | QueryFilters): which is QueryKey => Array.isArray(which);
