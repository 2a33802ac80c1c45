import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { activeBook, setActiveBook } from '@/lib/book';
import { useSessionUser } from '@/lib/session-store';
import { useTeamBooks } from '../api/team-books';

/**
 * Keeps the agent's book honest: a link that names one (`?book=`, as an assignment's
 * notification does) opens it, and a team book the agent no longer belongs to is left for their own.
 */
export function useBookFromLink() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('book');
  const me = useSessionUser();
  const books = useTeamBooks();
  const ids = books.data?.books.map((b) => b.id);

  const queryClient = useQueryClient();

  useEffect(() => {
    if (!ids) return;
    const open = (bookId: string | null) => {
      if (bookId === activeBook()) return;
      setActiveBook(bookId);
      void queryClient.resetQueries();
    };
    if (asked) {
      open(ids.includes(asked) ? asked : null);
      if (asked !== me?.id && !ids.includes(asked)) return; // a stale link: stay in their own book, keep the address as given
      setParams(
        (p) => {
          p.delete('book');
          return p;
        },
        { replace: true },
      );
    } else if (activeBook() && !ids.includes(activeBook()!)) {
      open(null);
    }
    // ids is rebuilt each render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, ids?.join(','), me?.id, setParams, queryClient]);
}
