import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const teamBooksKey = ['team-books'] as const;

/** GET /api/team/books: the teams' books the agent joined (their own is always there). */
export const getTeamBooksQueryOptions = () =>
  queryOptions({
    queryKey: teamBooksKey,
    queryFn: ({ signal }) => jsonOf(api.ownership.team.books.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

export function useTeamBooks() {
  return useQuery(getTeamBooksQueryOptions());
}
