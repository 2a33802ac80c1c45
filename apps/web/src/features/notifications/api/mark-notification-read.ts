import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { reportFailure } from '../hooks/report-failure';
import { cachedNotifications, setCachedRead, stopNotificationFetches, refetchNotificationsAfterChange } from './notification-cache';

export const markNotificationRead = (id: string) =>
  jsonOf(api.notifications.notifications[':id'].read.$post({ param: { id: encodeURIComponent(id) } }));

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      await stopNotificationFetches(qc);
      const wasUnread = cachedNotifications(qc).some((n) => n.id === id && !n.read);
      setCachedRead(qc, new Set([id]), true);
      return { wasUnread };
    },
    onError: (error, id, context) => {
      // Spec 001 §4: a 404 means it is gone on the server; it stays read here.
      if (isApiError(error) && error.status === 404) return;
      if (context?.wasUnread) setCachedRead(qc, new Set([id]), false);
      reportFailure(error instanceof Error && error.message ? error.message : 'Failed to mark notification as read', error);
    },
    onSuccess: () => refetchNotificationsAfterChange(qc),
  });
}
