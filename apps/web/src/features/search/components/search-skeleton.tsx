import { Skeleton } from '@/components/ui/skeleton';

/** Two groups of result-shaped rows while the search runs. */
export function SearchSkeleton() {
  return (
    <div className="space-y-8" role="status" aria-label="Searching">
      {[0, 1].map((group) => (
        <div key={group} className="space-y-3">
          <Skeleton className="h-5 w-32" />
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-start gap-3 px-3 py-2">
              <Skeleton className="size-4" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
