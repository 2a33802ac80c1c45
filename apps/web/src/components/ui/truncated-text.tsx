import { cn } from '@/lib/cn';

/**
 * A table cell's text cut with an ellipsis past a width, the whole of it on hover. The span
 * carries the width because a table cell ignores max-width and would widen the table instead.
 */
export function TruncatedText({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return '—';
  return (
    <span className={cn('block max-w-40 truncate', className)} title={text}>
      {text}
    </span>
  );
}
