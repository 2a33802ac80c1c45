import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const getPushDevices = (signal?: AbortSignal) => jsonOf(api.push.push.subscriptions.$get({}, { init: { signal } }));

export const pushDevicesQueryKey = ['notifications', 'push-devices'] as const;

export const getPushDevicesQueryOptions = () =>
  queryOptions({ queryKey: pushDevicesQueryKey, queryFn: async ({ signal }) => (await getPushDevices(signal)).subscriptions });

/** The agent's devices that receive web push (Settings > Notifications > Devices). */
export function usePushDevices() {
  return useQuery(getPushDevicesQueryOptions());
}
