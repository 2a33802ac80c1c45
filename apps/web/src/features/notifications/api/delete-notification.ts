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

export const deleteNotification = (id: string) =>
  jsonOf(api.notifications.notifications[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: async (id: string) => {
      await stopNotificationFetches(qc);
      const removed = cachedNotifications(qc).filter((n) => n.id === id);
      updateCachedNotifications(qc, (items) => items.filter((n) => n.id !== id));
      return { removed };
    },
    onError: (error, _id, context) => {
      if (context) updateCachedNotifications(qc, (items) => mergeNotifications(items, context.removed));
      reportFailure('Failed to delete notification', error);
    },
    onSuccess: () => refetchNotificationsAfterChange(qc),
  });
}
