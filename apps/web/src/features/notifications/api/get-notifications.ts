import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  mergeNotifications,
  toClientNotificationList,
  type ClientNotification,
} from '@porchlight/domain/notifications/notification-mapping';
import { NOTIFICATIONS_FETCH_LIMIT } from '@porchlight/domain/notifications/notification-constants';
import { api, jsonOf } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { QUERY_STALE_TIME, reloadQueries } from '@/lib/query-client';

/** Spec 001 §9: the list cache lives 2 minutes. */
export const NOTIFICATIONS_CACHE_MS = 2 * 60_000;

/** Spec 001 §8: "Failed to fetch notifications: {status text}". */
export async function getNotifications(limit: number, signal?: AbortSignal): Promise<ClientNotification[]> {
  try {
    return toClientNotificationList(
      await jsonOf(api.notifications.notifications.$get({ query: { limit: String(limit) } }, { init: { signal } })),
    );
  } catch (error) {
    if (isApiError(error)) throw new Error(`Failed to fetch notifications: ${error.message}`, { cause: error });
    throw error;
  }
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'list'] as const,
    queryFn: ({ signal }) => getNotifications(NOTIFICATIONS_FETCH_LIMIT, signal),
    staleTime: QUERY_STALE_TIME.NOTIFICATIONS,
    gcTime: NOTIFICATIONS_CACHE_MS,
    // Spec 001 §4: when the tab shows again, notifications are refetched.
    refetchOnWindowFocus: 'always',
  });

/** The list's key, typed with its data (the changes below update the cache through it). */
export const notificationsQueryKey = getNotificationsQueryOptions().queryKey;

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}

/** Adds what arrived (stream or polling) to the cached list; returns the ones it did not have. */
export function addToNotificationList(queryClient: QueryClient, incoming: ClientNotification[]): ClientNotification[] {
  const current = queryClient.getQueryData(notificationsQueryKey);
  const known = new Set((current ?? []).map((n) => n.id));
  const fresh = incoming.filter((n) => !known.has(n.id));
  if (current) queryClient.setQueryData(notificationsQueryKey, mergeNotifications(current, incoming));
  // A read in flight may have started before these existed: the first load (nothing to merge
  // into yet), or a refetch whose answer would put back a list without them. Read again after it.
  if (!current || queryClient.isFetching({ queryKey: notificationsQueryKey }) > 0) void reloadQueries(queryClient, notificationsQueryKey);
  return fresh;
}
