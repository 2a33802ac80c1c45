import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type LeadFilterInputProps = {
  id: string;
  label: string;
  value: string | undefined;
  /** Values the agent's leads have (most used first): offered as they type. */
  suggestions: string[];
  onApply: (value: string | undefined) => void;
};

/**
 * A text filter that applies as the agent types (after the search box's pause) and suggests the
 * values their leads have, so "Zillow" is picked, not misspelt (issue 46).
 */
export function LeadFilterInput({ id, label, value, suggestions, onApply }: LeadFilterInputProps) {
  const listId = useId();
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (next: string) => onApply(next.trim() || undefined);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        list={suggestions.length ? listId : undefined}
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          // A suggestion picked from the list applies at once; typing waits for a pause.
          if (suggestions.includes(next)) apply(next);
          else timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          clearTimeout(timer.current);
          apply(text);
        }}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </div>
  );
}
