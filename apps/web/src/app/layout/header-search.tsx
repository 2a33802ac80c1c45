import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Search, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePlaceholderThatFits } from '@/lib/use-placeholder-that-fits';

export const SEARCH_PLACEHOLDER = 'Search tasks, properties, leads...';
/** Where the spec's placeholder would be cut (a narrow header), the box says only this. */
export const SHORT_SEARCH_PLACEHOLDER = 'Search';
const QUERY_PARAMS = ['q', 'search', 'query'] as const;

function queryFrom(params: URLSearchParams): string {
  for (const name of QUERY_PARAMS) {
    const value = params.get(name);
    if (value) return value;
  }
  return '';
}

/**
 * Spec 001 §2/§5. The box starts from ?q=, ?search= or ?query=; the header re-mounts it (key)
 * when the query string changes, so it always shows the current one without copying state.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => queryFrom(searchParams));
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = usePlaceholderThatFits(inputRef, SEARCH_PLACEHOLDER, SHORT_SEARCH_PLACEHOLDER);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`/search?${new URLSearchParams({ q: query })}`);
  };

  const clear = () => {
    setText('');
    void navigate(pathname, { replace: true });
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative w-full max-w-md', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        type="search"
        ref={inputRef}
        aria-label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-9 w-full rounded-md border border-input bg-background pl-9 pr-9 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute right-2 top-1/2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
