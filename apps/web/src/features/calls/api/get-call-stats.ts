import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { callsKey } from './get-call-settings';

export const callStatsKey = [...callsKey, 'stats'] as const;

export const getCallStatsQueryOptions = () =>
  queryOptions({
    queryKey: callStatsKey,
    queryFn: ({ signal }) => jsonOf(api.calls.calls.stats.$get({}, { init: { signal } })),
    // Calls end without this page hearing of it: look again each minute, as the dashboard's lists do.
    refetchInterval: 60_000,
  });

/** The dashboard's calls and conversations, the last 7 days against the 7 before. */
export function useCallStats() {
  return useQuery(getCallStatsQueryOptions());
}
