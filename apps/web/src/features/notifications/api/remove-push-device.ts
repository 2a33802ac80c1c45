import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { api, jsonOf } from '@/lib/api';
import { unsubscribeThisBrowser } from '../hooks/browser-push';
import { pushDevicesQueryKey } from './get-push-devices';

export const removePushDevice = (id: string) =>
  jsonOf(api.push.push.subscriptions[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

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
