import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/lib/store';
import { ScreenSkeleton } from './screen-skeleton';

/**
 * First load of a protected screen: the shell's outline and the screen's own skeleton appear
 * at once, before the shell's chunk arrives. Kept free of heavy imports on purpose.
 */
export function ShellFallback() {
  const { pathname } = useLocation();
  const isCollapsed = useAppStore((s) => s.sidebarCollapsed);
  return (
    <div className="min-h-dvh bg-background">
      <div className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-card px-4">
        <Skeleton className="size-8" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="mx-auto hidden h-9 w-full max-w-md sm:block" />
        <Skeleton className="size-8 rounded-full" />
      </div>
      <div className={cn('fixed bottom-0 left-0 top-16 hidden border-r border-border bg-card p-3 md:block', isCollapsed ? 'w-16' : 'w-64')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="mb-3 h-8 w-full" />
        ))}
      </div>
      <main className={cn('px-4 pb-8 pt-24 sm:px-6 lg:px-8', isCollapsed ? 'md:ml-16' : 'md:ml-64')}>
        <ScreenSkeleton pathname={pathname} />
      </main>
    </div>
  );
}
