import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import { NOTIFICATIONS_POLL_LIMIT } from '@porchlight/domain/notifications/notification-constants';
import { REALTIME_POLL_INTERVAL_MS } from '@porchlight/domain/realtime/realtime-events';
import { addToNotificationList, getNotifications } from './get-notifications';

/**
 * Spec 001 §4/§7: while the stream is down, the newest 5 are fetched every 30 s and merged into
 * the list; `onArrived` hears about the ones the list did not have yet.
 */
export function usePollNotifications(
  enabled: boolean,
  onArrived: (fresh: ClientNotification[]) => void,
  intervalMs = REALTIME_POLL_INTERVAL_MS,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['notifications', 'poll'],
    queryFn: async ({ signal }) => {
      const newest = await getNotifications(NOTIFICATIONS_POLL_LIMIT, signal);
      const fresh = addToNotificationList(queryClient, newest);
      if (fresh.length > 0) onArrived(fresh);
      return newest;
    },
    enabled,
    refetchInterval: enabled ? intervalMs : false,
    // The first poll waits one interval: the list itself was just loaded.
    initialData: [],
    initialDataUpdatedAt: () => Date.now(),
    staleTime: intervalMs,
    gcTime: 0,
    retry: false,
  });
}
