import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '@porchlight/domain/notifications/notification-preferences';
import { api, jsonOf } from '@/lib/api';
import { useAppStore } from '@/lib/store';

/** The client store mirrors the server's preferences (spec 000 §3), so visibility and toasts apply at once. */
export function mirrorNotificationSettings(settings: NotificationSettingsResponse) {
  useAppStore.getState().updateNotificationPreferences(settings.preferences);
  return settings;
}

export const getNotificationSettings = (signal?: AbortSignal) =>
  jsonOf(api.notifications.settings.notifications.$get({}, { init: { signal } }));

export const notificationSettingsQueryKey = ['notifications', 'settings'] as const;

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: async ({ signal }) => {
      const settings = await getNotificationSettings(signal);
      // A cancelled read (a save came after it) must not overwrite what the save put in the store.
      signal.throwIfAborted();
      return mirrorNotificationSettings(settings);
    },
  });

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}

/** The browser's time zone: quiet hours are read on the agent's own clock. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
