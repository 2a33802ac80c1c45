import { useQuery } from '@tanstack/react-query';
import type { TeamBooksResponse } from '@porchlight/domain/ownership/ownership';
import { apiFetch } from '@/lib/api-client';

export const teamBooksKey = ['team-books'] as const;

/** GET /api/team/books: the teams' books the agent joined (their own is always there). */
export function useTeamBooks() {
  return useQuery({
    queryKey: teamBooksKey,
    queryFn: ({ signal }) => apiFetch<TeamBooksResponse>('/api/team/books', { signal }),
    staleTime: 5 * 60_000,
  });
}
