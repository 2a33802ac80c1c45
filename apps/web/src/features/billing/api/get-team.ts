import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const teamQueryKey = ['team'] as const;

/** GET /api/team: members you invited, seats, and the teams you joined. */
export const getTeam = (signal?: AbortSignal) => jsonOf(api.team.team.$get({}, { init: { signal } }));

export const getTeamQueryOptions = () => queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam(signal) });

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
