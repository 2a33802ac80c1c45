import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { reportFailure } from '../hooks/report-failure';
import { cachedNotifications, setCachedRead, stopNotificationFetches, refetchNotificationsAfterChange } from './notification-cache';

export const markAllNotificationsRead = () => jsonOf(api.notifications.notifications.$patch({ json: { action: 'mark_all_read' } }));

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await stopNotificationFetches(qc);
      const unread = new Set(
        cachedNotifications(qc)
          .filter((n) => !n.read)
          .map((n) => n.id),
      );
      setCachedRead(qc, unread, true);
      return { unread };
    },
    onError: (error, _v, context) => {
      if (context) setCachedRead(qc, context.unread, false);
      reportFailure('Failed to mark all notifications as read', error);
    },
    onSuccess: () => refetchNotificationsAfterChange(qc),
  });
}
