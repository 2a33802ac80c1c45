import { Component, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isChunkLoadError, mayReloadForChunkError, reloadForChunkError } from './chunk-reload';

type ErrorScreenProps = { onRetry: () => void; onRefresh?: () => void; isRetrying?: boolean; details?: string };

const reloadPage = () => window.location.reload();

/** Spec 001 §2/§8: the generic screen for any render error. */
export function ErrorScreen({ onRetry, onRefresh = reloadPage, isRetrying = false, details }: ErrorScreenProps) {
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10">
        <TriangleAlert className="size-6 text-destructive" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        An unexpected error stopped this page from loading. Try again, or refresh the page. If the problem continues, please contact
        support.
      </p>
      {details && <p className="max-w-md break-words font-mono text-xs text-muted-foreground">{details}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} isLoading={isRetrying}>
          Try Again
        </Button>
        <Button variant="outline" onClick={onRefresh}>
          Refresh Page
        </Button>
      </div>
    </div>
  );
}

function errorDetails(error: unknown): string | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : undefined;
}

/** Shown for the moment between a failed chunk and the reload that fetches the new build. */
function ReloadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 py-12 text-center text-sm text-muted-foreground"
    >
      <Spinner />
      Loading the latest version of Porchlight…
    </div>
  );
}

/**
 * A screen's code that failed to download (after a deploy) reloads the page once by itself
 * (chunk-reload.ts guards against a loop); true while that reload is under way.
 */
function useReloadForChunkError(error: unknown): boolean {
  const willReload = useMemo(() => isChunkLoadError(error) && mayReloadForChunkError(), [error]);
  useEffect(() => {
    if (willReload) reloadForChunkError();
  }, [willReload]);
  return willReload;
}

/**
 * The ErrorBoundary of every route. Try Again navigates to the same address: a new location
 * resets the router's boundary, re-runs loaders and retries a chunk that failed to download.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const isReloading = useReloadForChunkError(error);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search, hash, state } = useLocation();
  // Code that failed to download is not asked for again by the router: only a reload fetches it.
  const retry = isChunkLoadError(error) ? reloadPage : () => void navigate(`${pathname}${search}${hash}`, { replace: true, state });
  if (isReloading) return <ReloadingScreen />;
  return <ErrorScreen onRetry={retry} isRetrying={navigation.state === 'loading'} details={errorDetails(error)} />;
}

type BoundaryState = { error: unknown };

/** Around the whole app, for render errors outside any route (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && mayReloadForChunkError()) return reloadForChunkError();
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} details={errorDetails(this.state.error)} />;
    return this.props.children;
  }
}
