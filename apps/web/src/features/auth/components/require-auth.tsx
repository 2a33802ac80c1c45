import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { WifiOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionStore } from '@/lib/session-store';
import { useAuth } from '../hooks/use-auth';
import { SIGN_IN_PATH } from '../api/sign-out';

/** A neutral page outline while the session is read: no layout jump once it is known. */
function FullPageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col bg-background">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-14 w-full rounded-none" />
      <div className="flex flex-1">
        <Skeleton className="hidden w-64 rounded-none md:block" />
        <div className="flex flex-1 flex-col gap-4 p-4 md:p-6">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}

/** Spec 000 §8: a network failure keeps the user in the app, visibly offline, instead of signing out. */
export function OfflineBanner() {
  return (
    // Fixed to the bottom edge: the app's top bar is fixed too and would cover it.
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 border-t border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-md dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Working offline.</strong> We can't reach Porchlight right now; we'll reconnect automatically.
      </span>
    </div>
  );
}

/** Guards the app's screens: unauthenticated visitors go to /signin and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  // Deferred: the shell and the screen the session lets in render in slices the browser can
  // interrupt, not in one long task the moment the session arrives (issue 15).
  const { user, isLoading, connectionError } = useDeferredValue(useAuth());
  // After an explicit sign-out the router may still be leaving this screen; no `next` then.
  const signedOutByUser = useSessionStore((s) => s.signedOutByUser);
  const location = useLocation();

  if (isLoading) return <FullPageSkeleton />;
  if (connectionError) {
    return (
      <>
        <OfflineBanner />
        {children}
      </>
    );
  }
  if (!user) {
    if (signedOutByUser) return <Navigate to={SIGN_IN_PATH} replace />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${SIGN_IN_PATH}?next=${next}`} replace />;
  }
  return children;
}
