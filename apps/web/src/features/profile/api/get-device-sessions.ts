import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceSessionResponse } from '@porchlight/domain/sessions/session-tracking-schemas';
import { apiFetch } from '@/lib/api-client';

export function getDeviceSessions(signal?: AbortSignal): Promise<DeviceSessionResponse[]> {
  return apiFetch<{ sessions: DeviceSessionResponse[] }>('/api/sessions', { signal }).then((r) => r.sessions);
}

export const getDeviceSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['device-sessions'], queryFn: ({ signal }) => getDeviceSessions(signal) });

/** The devices this user has signed in from, most recently seen first. */
export function useDeviceSessions() {
  return useQuery({
    ...getDeviceSessionsQueryOptions(),
    select: (sessions) => [...sessions].sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at)),
  });
}
