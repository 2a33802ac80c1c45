import { useQuery } from '@tanstack/react-query';
import type { BookPeopleResponse } from '@porchlight/domain/ownership/ownership';
import { apiFetch } from '@/lib/api-client';
import { useActiveBook } from '@/lib/book';

export const bookPeopleKey = ['book-people'] as const;

/** GET /api/team/book: who can own records in the book the agent works in (owner first). */
export function useBookPeople() {
  const book = useActiveBook();
  return useQuery({
    queryKey: [...bookPeopleKey, book],
    queryFn: ({ signal }) => apiFetch<BookPeopleResponse>('/api/team/book', { signal }),
    staleTime: 60_000,
  });
}
