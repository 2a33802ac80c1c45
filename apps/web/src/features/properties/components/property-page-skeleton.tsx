import { Skeleton } from '@/components/ui/skeleton';

/** The property page's shape while it loads: title, price, a large cover and the side panels. */
export function PropertyPageSkeleton() {
  return (
    <div role="status" aria-label="Loading property" className="grid gap-6">
      <Skeleton className="h-4 w-24" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-2/3 max-w-md" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-32" />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-4">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
        <div className="grid content-start gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </div>
    </div>
  );
}
