import { SKELETON_ROWS } from '@porchlight/domain/layout/layout-constants';
import { Skeleton } from './skeleton';

/** Spec 000 §2: two panes, a list of 6 rows under filter chips, and the message detail. */
export function InboxSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid min-h-[28rem] overflow-hidden rounded-lg border border-border md:grid-cols-[20rem_1fr]"
    >
      <span className="sr-only">{label}</span>
      <div className="border-border md:border-r">
        <div className="flex gap-2 overflow-hidden border-b border-border p-3">
          {[14, 16, 12, 18].map((w) => (
            <Skeleton key={w} className="h-7 shrink-0 rounded-full" style={{ width: `${w * 4}px` }} />
          ))}
        </div>
        {Array.from({ length: SKELETON_ROWS.inbox }, (_, i) => (
          <div key={i} className="flex gap-3 border-b border-border p-3 last:border-0" data-testid="inbox-skeleton-row">
            <Skeleton className="size-9 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <div className="flex justify-between gap-2">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-2.5 w-10" />
              </div>
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
      <div className="hidden flex-col gap-4 p-6 md:flex" data-testid="inbox-skeleton-detail">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid gap-1.5">
            <Skeleton className="h-3.5 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-11/12" />
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="mt-auto h-24 w-full" />
      </div>
    </div>
  );
}
