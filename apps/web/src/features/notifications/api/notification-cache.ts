import type { QueryClient } from '@tanstack/react-query';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import { notificationsQueryKey } from './get-notifications';

// Spec 001 §4/§8: every change is optimistic and rolled back on failure with the spec's message.
// Rollbacks touch only the items the change touched, so a notification that arrived meanwhile stays.

export const cachedNotifications = (qc: QueryClient) => qc.getQueryData(notificationsQueryKey) ?? [];

export function updateCachedNotifications(qc: QueryClient, update: (items: ClientNotification[]) => ClientNotification[]) {
  qc.setQueryData(notificationsQueryKey, (items) => (items ? update(items) : items));
}

export function setCachedRead(qc: QueryClient, ids: Set<string>, read: boolean) {
  updateCachedNotifications(qc, (items) => items.map((n) => (ids.has(n.id) ? { ...n, read } : n)));
}

export async function stopNotificationFetches(qc: QueryClient) {
  await qc.cancelQueries({ queryKey: notificationsQueryKey });
}

/**
 * After a change succeeds, the list is read again: a fetch that began after the optimistic change
 * but before the server committed it (a navigation, the poll, a live event) answers with the old
 * state and would otherwise stay, as a badge counting a notification already read.
 */
export const refetchNotificationsAfterChange = (qc: QueryClient) => qc.invalidateQueries({ queryKey: notificationsQueryKey });
