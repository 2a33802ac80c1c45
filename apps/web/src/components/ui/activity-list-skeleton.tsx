import { SKELETON_ACTIVITY_ITEMS, type SkeletonActivityVariant } from '@porchlight/domain/layout/layout-constants';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

type ActivityListSkeletonProps = { variant?: SkeletonActivityVariant; items?: number; label?: string; className?: string };

function Item({ variant }: { variant: SkeletonActivityVariant }) {
  switch (variant) {
    case 'notification':
      return (
        <div className="flex gap-3 p-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-2.5 w-16" />
          </div>
        </div>
      );
    case 'activity':
      return (
        <div className="flex items-center gap-3 p-3">
          <Skeleton className="size-10 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-6 w-16 rounded-full" />
        </div>
      );
    case 'message':
      return (
        <div className="grid gap-2 p-3">
          <div className="flex items-center gap-2">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-3 w-28" />
            <Skeleton className="ml-auto h-2.5 w-12" />
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-4/5" />
        </div>
      );
    case 'compact':
      return (
        <div className="flex items-center gap-2 px-3 py-2">
          <Skeleton className="size-2 rounded-full" />
          <Skeleton className="h-3 flex-1" />
          <Skeleton className="h-2.5 w-10" />
        </div>
      );
  }
}

/** Spec 000 §2: a list of three notification/activity items, in four variants. */
export function ActivityListSkeleton({
  variant = 'notification',
  items = SKELETON_ACTIVITY_ITEMS,
  label = 'Loading',
  className,
}: ActivityListSkeletonProps) {
  return (
    <div role="status" aria-live="polite" className={cn('divide-y divide-border', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: items }, (_, i) => (
        <div key={i} data-testid="activity-skeleton-item">
          <Item variant={variant} />
        </div>
      ))}
    </div>
  );
}
