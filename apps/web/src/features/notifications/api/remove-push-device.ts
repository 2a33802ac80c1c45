import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { apiFetch } from '@/lib/api-client';
import { unsubscribeThisBrowser } from '../hooks/browser-push';
import { pushDevicesQueryKey } from './get-push-devices';

export const removePushDevice = (id: string) => apiFetch<{ success: true }>(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Removes a device; removing this very browser also drops its subscription here. */
export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ device, isThisDevice }: { device: PushSubscriptionResponse; isThisDevice: boolean }) => {
      await removePushDevice(device.id);
      if (isThisDevice) await unsubscribeThisBrowser();
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}
