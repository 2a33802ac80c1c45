import { ActivityListSkeleton } from '@/components/ui/activity-list-skeleton';
import { InboxSkeleton } from '@/components/ui/inbox-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { TableSkeleton } from '@/components/ui/table-skeleton';

function Heading() {
  return (
    <div className="mb-6 grid gap-2">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-72 max-w-full" />
    </div>
  );
}

/** The dashboard's figures and activity while they load (also below its tabs, `routes/dashboard.tsx`). */
export function DashboardSkeleton() {
  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="rounded-lg border border-border">
        <ActivityListSkeleton variant="activity" label="Loading dashboard" />
      </div>
    </>
  );
}

function SettingsSkeleton() {
  return (
    <>
      <Skeleton className="mb-6 h-9 w-full max-w-xl" />
      <div className="grid max-w-xl gap-4" role="status">
        <span className="sr-only">Loading settings</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    </>
  );
}

/** The loading picture of each screen (spec 000 §2), shown while its chunk downloads. */
export function ScreenSkeleton({ pathname }: { pathname: string }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  let body;
  if (path === '/dashboard' || path === '/') body = <DashboardSkeleton />;
  else if (path === '/inbox') body = <InboxSkeleton label="Loading inbox" />;
  else if (path === '/settings') body = <SettingsSkeleton />;
  else if (path === '/social-feed' || path === '/search') body = <ActivityListSkeleton variant="message" label="Loading" />;
  else if (path === '/triggers' || path === '/flows') body = <ActivityListSkeleton variant="activity" label="Loading" />;
  else body = <TableSkeleton label="Loading" />;
  return (
    <div data-testid="screen-skeleton">
      <Heading />
      {body}
    </div>
  );
}
