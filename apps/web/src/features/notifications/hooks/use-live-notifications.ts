import { useQueryClient } from '@tanstack/react-query';
import { toClientNotification, type ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import { NOTIFICATIONS_POLL_LIMIT } from '@porchlight/domain/notifications/notification-constants';
import { reloadQueries } from '@/lib/query-client';
import { useAppStore } from '@/lib/store';
import { useRealtimeEvent, useRealtimeOpened, useRealtimeStatus } from '@/lib/realtime/use-realtime';
import { addToNotificationList, getNotifications, notificationsQueryKey } from '../api/get-notifications';
import { browserTimeZone, useNotificationSettings } from '../api/get-notification-settings';
import { usePollNotifications } from '../api/poll-notifications';
import { toastArrivedNotification } from './notification-toasts';
import { useOpenNotification } from './use-open-notification';

/**
 * Keeps the list live: notifications from the stream are added at once and toasted; while the
 * stream is down the polling fallback brings them instead (spec 001 §4). Mounted once, by the bell.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  const openNotification = useOpenNotification();
  // Loads the server's preferences into the store mirror at startup.
  useNotificationSettings();

  const arrived = (fresh: ClientNotification[]) => {
    const { notificationPreferences: preferences } = useAppStore.getState();
    for (const n of fresh) toastArrivedNotification(n, { preferences, timeZone: browserTimeZone(), onOpen: openNotification });
  };

  useRealtimeEvent('notification', (data) => {
    const n = toClientNotification(data);
    if (n) arrived(addToNotificationList(queryClient, [n]));
  });
  // Each time the stream is live, fetch the newest once: a notification made between the list's
  // first load and the stream's opening is in neither, and would otherwise wait for a reload.
  useRealtimeOpened(() => {
    if (!queryClient.getQueryData(notificationsQueryKey)) return void reloadQueries(queryClient, notificationsQueryKey);
    getNotifications(NOTIFICATIONS_POLL_LIMIT)
      .then((newest) => {
        const fresh = addToNotificationList(queryClient, newest);
        if (fresh.length > 0) arrived(fresh);
      })
      .catch((error: unknown) => console.warn('Catching up on notifications failed; the next poll or reload brings them.', error));
  });
  usePollNotifications(status === 'disconnected', arrived);
  return status;
}
