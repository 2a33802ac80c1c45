import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeNotifications } from '@porchlight/domain/notifications/notification-mapping';
import { api, jsonOf } from '@/lib/api';
import { reportFailure } from '../hooks/report-failure';
import {
  cachedNotifications,
  stopNotificationFetches,
  updateCachedNotifications,
  refetchNotificationsAfterChange,
} from './notification-cache';

export const clearNotifications = () => jsonOf(api.notifications.notifications.$patch({ json: { action: 'clear_all' } }));

export function useClearNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onMutate: async () => {
      await stopNotificationFetches(qc);
      const removed = cachedNotifications(qc);
      updateCachedNotifications(qc, () => []);
      return { removed };
    },
    onError: (error, _v, context) => {
      if (context) updateCachedNotifications(qc, (items) => mergeNotifications(items, context.removed));
      reportFailure('Failed to clear all notifications', error);
    },
    onSuccess: () => refetchNotificationsAfterChange(qc),
  });
}
