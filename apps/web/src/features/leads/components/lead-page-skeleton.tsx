import { Skeleton } from '@/components/ui/skeleton';

/** The lead page's shape while it loads: name, badges, details and the side panels. */
export function LeadPageSkeleton() {
  return (
    <div role="status" aria-label="Loading lead" className="grid gap-6">
      <Skeleton className="h-4 w-20" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-1/2 max-w-sm" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
        <div className="grid content-start gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      </div>
    </div>
  );
}
