import type { ReactNode } from 'react';
import { Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RecordNouns } from './record-nouns';

type SelectionBarProps = {
  count: number;
  nouns: RecordNouns;
  onDelete: () => void;
  onClear: () => void;
  /** Bulk actions of this kind of record, before Delete. */
  children?: ReactNode;
};

/** The bar above a list while rows are selected: the count, bulk actions, Delete and Clear selection. */
export function SelectionBar({ count, nouns, onDelete, onClear, children }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm"
      role="region"
      aria-label={`Selected ${nouns.many}`}
    >
      <span className="font-medium">{count} selected</span>
      {children}
      <Button size="sm" variant="destructive" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </div>
  );
}
