import { useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { useActiveBook } from '@/lib/book';

export const bookPeopleKey = ['book-people'] as const;

/** GET /api/team/book: who can own records in the book the agent works in (owner first). */
export function useBookPeople() {
  const book = useActiveBook();
  return useQuery({
    queryKey: [...bookPeopleKey, book],
    queryFn: ({ signal }) => jsonOf(api.ownership.team.book.$get({}, { init: { signal } })),
    staleTime: 60_000,
  });
}
