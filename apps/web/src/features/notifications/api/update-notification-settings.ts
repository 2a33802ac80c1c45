import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse, UpdateNotificationSettingsRequest } from '@porchlight/domain/notifications/notification-preferences';
import { apiFetch } from '@/lib/api-client';
import { mirrorNotificationSettings, notificationSettingsQueryKey } from './get-notification-settings';

export const updateNotificationSettings = (body: UpdateNotificationSettingsRequest) =>
  apiFetch<NotificationSettingsResponse>('/api/settings/notifications', { method: 'PUT', body: JSON.stringify(body) });

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => qc.setQueryData(notificationSettingsQueryKey, mirrorNotificationSettings(settings)),
  });
}
