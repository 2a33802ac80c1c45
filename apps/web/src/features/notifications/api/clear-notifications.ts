import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeNotifications } from '@porchlight/domain/notifications/notification-mapping';
import { apiFetch } from '@/lib/api-client';
import { reportFailure } from '../hooks/report-failure';
import { cachedNotifications, stopNotificationFetches, updateCachedNotifications } from './notification-cache';

export const clearNotifications = () => apiFetch('/api/notifications', { method: 'PATCH', body: JSON.stringify({ action: 'clear_all' }) });

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
  });
}
