import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Decorative by default; pass `label` when the spinner is the only sign of progress. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-muted-foreground', className)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
