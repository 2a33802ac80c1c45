import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { apiFetch } from '@/lib/api-client';
import { pushDevicesQueryKey } from './get-push-devices';

export const testPushDevice = (id: string) =>
  apiFetch<{ subscription: PushSubscriptionResponse }>(`/api/push/subscriptions/${encodeURIComponent(id)}/test`, { method: 'POST' });

/** "Send a test": the server pushes at once and says whether the push service took it. */
export function useTestPushDevice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: string) => testPushDevice(id), onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQueryKey }) });
}
