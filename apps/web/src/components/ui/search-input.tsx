import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { usePlaceholderThatFits } from '@/lib/use-placeholder-that-fits';
import { Input } from './input';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchInputProps = { value: string; onSearch: (value: string) => void; label: string; placeholder?: string };

/**
 * A list's search box: typing waits 300 ms before searching; a new value from outside (a link,
 * Back) replaces what is shown.
 */
export function SearchInput({ value, onSearch, label, placeholder }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The long hint ("Search name, email, phone, location") when there is room, else the box's own name.
  const inputRef = useRef<HTMLInputElement>(null);
  const shownPlaceholder = usePlaceholderThatFits(inputRef, placeholder, label);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    // Room to read what was typed: beside a list's quick filters it was squeezed to 66 px; it wraps instead.
    <div className="relative min-w-48 flex-1 basis-64 sm:max-w-xs">
      <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        ref={inputRef}
        aria-label={label}
        placeholder={shownPlaceholder}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            clearTimeout(timer.current);
            onSearch(text.trim());
          }
        }}
        className="pl-8 pr-8 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
          onClick={() => {
            clearTimeout(timer.current);
            setText('');
            onSearch('');
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
