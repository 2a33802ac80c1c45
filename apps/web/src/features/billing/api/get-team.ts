import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';

export const teamQueryKey = ['team'] as const;

/** GET /api/team: members you invited, seats, and the teams you joined. */
export function getTeam(signal?: AbortSignal): Promise<TeamResponse> {
  return apiFetch<TeamResponse>('/api/team', { signal });
}

export const getTeamQueryOptions = () => queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam(signal) });

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
