import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reportFailure } from '../hooks/report-failure';
import { cachedNotifications, setCachedRead, stopNotificationFetches } from './notification-cache';

export const markAllNotificationsRead = () => apiFetch('/api/notifications', { method: 'PATCH', body: JSON.stringify({ action: 'mark_all_read' }) });

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await stopNotificationFetches(qc);
      const unread = new Set(cachedNotifications(qc).filter((n) => !n.read).map((n) => n.id));
      setCachedRead(qc, unread, true);
      return { unread };
    },
    onError: (error, _v, context) => {
      if (context) setCachedRead(qc, context.unread, false);
      reportFailure('Failed to mark all notifications as read', error);
    },
  });
}
