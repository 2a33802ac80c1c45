import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NativeSelect } from '@/components/ui/native-select';
import { setActiveBook, useActiveBook } from '@/lib/book';
import { useTeamBooks } from '../api/team-books';
import { useBookFromLink } from '../hooks/use-book-from-link';

/** A record's page belongs to one book: switching books goes back to the list. */
const RECORD_PAGE = /^\/(leads|properties)\/[^/]+$/;

/** "Working in": the agent's own book or a team's they joined. Only shown to someone on a team. */
export function BookSwitcher() {
  const books = useTeamBooks();
  const active = useActiveBook();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const list = books.data?.books ?? [];
  if (list.length === 0) return null;

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="px-1 text-xs font-medium text-muted-foreground">
        Working in
      </label>
      <NativeSelect
        id={id}
        value={active ?? ''}
        onChange={(e) => {
          setActiveBook(e.target.value || null);
          // Every screen of the old book is stale: show the new one's.
          void queryClient.resetQueries();
          const page = RECORD_PAGE.exec(pathname);
          if (page) void navigate(`/${page[1]}`);
        }}
      >
        <option value="">My book</option>
        {list.map((b) => (
          <option key={b.id} value={b.id}>
            {b.ownerName}&apos;s team
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Runs in the shell: links that name a book open it, and a book the agent left is closed. */
export function BookFromLink() {
  useBookFromLink();
  return null;
}
