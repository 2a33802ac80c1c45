import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { pushDevicesQueryKey } from './get-push-devices';

export const testPushDevice = (id: string) =>
  jsonOf(api.push.push.subscriptions[':id'].test.$post({ param: { id: encodeURIComponent(id) } }));

/** "Send a test": the server pushes at once and says whether the push service took it. */
export function useTestPushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => testPushDevice(id),
    onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}
