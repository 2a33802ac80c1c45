import { SKELETON_MIN_TABLE_WIDTH_PX, SKELETON_ROWS } from '@porchlight/domain/layout/layout-constants';
import { Skeleton } from './skeleton';

type TableSkeletonProps = { rows?: number; columns?: number; label?: string };

/**
 * Spec 000 §2: a table of 5 rows with checkbox, avatar, contact, columns and pagination, at
 * least 800 px wide (scrolls sideways); below md, at most 3 cards instead.
 */
export function TableSkeleton({ rows = SKELETON_ROWS.default, columns = 4, label = 'Loading' }: TableSkeletonProps) {
  const rowIndexes = Array.from({ length: rows }, (_, i) => i);
  const columnIndexes = Array.from({ length: columns }, (_, i) => i);
  const cardIndexes = rowIndexes.slice(0, SKELETON_ROWS.mobile);

  return (
    <div role="status" aria-live="polite" className="w-full">
      <span className="sr-only">{label}</span>
      <div className="hidden overflow-x-auto rounded-lg border border-border md:block" data-testid="table-skeleton">
        <div style={{ minWidth: SKELETON_MIN_TABLE_WIDTH_PX }}>
          <div className="flex items-center gap-4 border-b border-border bg-muted/50 px-4 py-3">
            <Skeleton className="size-4 rounded-sm" />
            <Skeleton className="h-3 w-40" />
            {columnIndexes.map((c) => (
              <Skeleton key={c} className="h-3 flex-1" />
            ))}
          </div>
          {rowIndexes.map((r) => (
            <div
              key={r}
              className="flex items-center gap-4 border-b border-border px-4 py-3 last:border-0"
              data-testid="table-skeleton-row"
            >
              <Skeleton className="size-4 rounded-sm" />
              <div className="flex w-40 items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-3 w-24" />
                  <Skeleton className="h-2.5 w-16" />
                </div>
              </div>
              {columnIndexes.map((c) => (
                <Skeleton key={c} className="h-3 flex-1" />
              ))}
            </div>
          ))}
          <div className="flex items-center justify-between border-t border-border px-4 py-3">
            <Skeleton className="h-3 w-32" />
            <div className="flex gap-2">
              <Skeleton className="h-8 w-20" />
              <Skeleton className="h-8 w-20" />
            </div>
          </div>
        </div>
      </div>
      <div className="grid gap-3 md:hidden">
        {cardIndexes.map((r) => (
          <div key={r} className="flex items-start gap-3 rounded-lg border border-border p-4" data-testid="card-skeleton">
            <Skeleton className="size-4 rounded-sm" />
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-3.5 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
