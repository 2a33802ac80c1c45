import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotificationSettingsRequest } from '@porchlight/domain/notifications/notification-preferences';
import { api, jsonOf } from '@/lib/api';
import { mirrorNotificationSettings, notificationSettingsQueryKey } from './get-notification-settings';

export const updateNotificationSettings = (body: UpdateNotificationSettingsRequest) =>
  jsonOf(api.notifications.settings.notifications.$put({ json: body }));

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // A read still in flight (the page's refetch on mount) would otherwise land after the save and
    // put the old preferences back in the store, so the badge would count hidden kinds again.
    onMutate: () => qc.cancelQueries({ queryKey: notificationSettingsQueryKey }),
    onSuccess: (settings) => qc.setQueryData(notificationSettingsQueryKey, mirrorNotificationSettings(settings)),
  });
}
