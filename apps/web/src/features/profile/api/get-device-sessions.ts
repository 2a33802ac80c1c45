import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const getDeviceSessions = (signal?: AbortSignal) =>
  jsonOf(api.sessions.sessions.$get({}, { init: { signal } })).then((r) => r.sessions);

export const getDeviceSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['device-sessions'], queryFn: ({ signal }) => getDeviceSessions(signal) });

/** The devices this user has signed in from, most recently seen first. */
export function useDeviceSessions() {
  return useQuery({
    ...getDeviceSessionsQueryOptions(),
    select: (sessions) => [...sessions].sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at)),
  });
}
