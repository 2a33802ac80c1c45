import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { apiFetch } from '@/lib/api-client';

export const getPushDevices = (signal?: AbortSignal) => apiFetch<{ subscriptions: PushSubscriptionResponse[] }>('/api/push/subscriptions', { signal });

export const pushDevicesQueryKey = ['notifications', 'push-devices'] as const;

export const getPushDevicesQueryOptions = () =>
  queryOptions({ queryKey: pushDevicesQueryKey, queryFn: async ({ signal }) => (await getPushDevices(signal)).subscriptions });

/** The agent's devices that receive web push (Settings > Notifications > Devices). */
export function usePushDevices() {
  return useQuery(getPushDevicesQueryOptions());
}
