import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { getPublicLeadFormQueryOptions } from '@/features/lead-capture/api/public-form-query';
import { registerAppNavigate } from '@/lib/app-navigate';
import { queryClient, reloadQueries } from '@/lib/query-client';
import { appRealtime, readWhenLive } from '@/lib/realtime/app-realtime';
import type { RealtimeConnection } from '@/lib/realtime/realtime-connection';
import { useSessionStore } from '@/lib/session-store';
import { RouteErrorScreen } from './error-screen';
import { ShellFallback } from './layout/shell-fallback';
import { AppLoading, RootLayout } from './root-layout';
import type { ScreenRead } from './screen-reads/read';
import { protectedRouteModules, publicRouteModules, shellModule, type ProtectedPath } from './route-modules';

const strip = (path: string) => path.replace(/^\//, '');

/**
 * A screen's code that fails to download becomes a screen that throws that error, so the route's
 * ErrorBoundary shows it (reloading once after a deploy): a rejected `lazy` left the main area
 * blank in the built app.
 */
export const screenModule = (load: () => Promise<object>) => () =>
  load().catch((error: unknown) => ({
    Component: () => {
      throw error;
    },
  }));

type ScreenReads = { screenReads: (url: URL, params: Record<string, string | undefined>) => ScreenRead[] };

/**
 * Render-as-you-fetch (TanStack Query's React Router pattern): these screens' loaders start their
 * main reads (app/screen-reads/) beside the screen's code and the session read, instead of when
 * the screen first renders. Each read is the one the screen's own hook makes (same options, same
 * key), which then finds it in flight or done. A small module of its own per screen, loaded on
 * demand: none of it is in a visitor's first scripts, and it starts sooner than the screen's code.
 */
const screenReads: Partial<Record<ProtectedPath, () => Promise<ScreenReads>>> = {
  '/dashboard': () => import('./screen-reads/dashboard'),
  '/leads': () => import('./screen-reads/leads'),
  '/leads/:id': () => import('./screen-reads/lead'),
  '/inbox': () => import('./screen-reads/inbox'),
};

/**
 * Every signed-in screen's loader: opens the app's realtime stream at once and, once it is live
 * (lib/realtime/app-realtime.ts), starts the screen's reads, then the shell's (those already fresh
 * are not read again). A read made after the stream is live misses no event, so the screens need
 * not read it all again when the stream opens. The loader returns at once: nothing waits for the
 * reads (the screen shows its skeleton meanwhile). Skipped once the session is known to be signed
 * out (the reads would only be refused).
 */
const startScreenReads =
  (load?: () => Promise<ScreenReads>): LoaderFunction =>
  ({ request, params }) => {
    if (!signedIn()) return null;
    const url = new URL(request.url);
    // The stream opens at once, as the router starts (its code is in the entry: about 2 KB gzip),
    // before the reads' modules are in: a dynamic import of it waited behind the evaluation of
    // the screen's and shell's code, 0.7 s on a throttled phone.
    const connection = appRealtime();
    connection.start();
    // The session is still being read: a visitor with none gets no stream (the shell never shows).
    if (useSessionStore.getState().isLoading) stopUnlessSignedIn(connection);
    void Promise.all([load?.(), import('./screen-reads/shell')])
      .then(([screen, shell]) => {
        const reads = [...(screen?.screenReads(url, params) ?? []), ...shell.screenReads()];
        readWhenLive(
          connection,
          () => signedIn() && reads.forEach((r) => void r.start(queryClient)),
          () => signedIn() && reads.forEach((r) => void reloadQueries(queryClient, r.queryKey)),
        );
      })
      .catch(() => undefined);
    return null;
  };

/** Signed in, or not known yet (the session is being read). */
function signedIn() {
  const { user, isLoading } = useSessionStore.getState();
  return isLoading || user !== null;
}

function stopUnlessSignedIn(stream: RealtimeConnection) {
  const stop = useSessionStore.subscribe((state) => {
    if (state.isLoading) return;
    stop();
    if (!state.user) stream.stop();
  });
}

/** The lead form's page reads the form beside its code, not after it (no session). */
const loadPublicForm: LoaderFunction = ({ params }) => {
  if (params.publicId) void queryClient.prefetchQuery(getPublicLeadFormQueryOptions(params.publicId));
  return null;
};

/** Every screen behind the session guard, rendered inside the shell. */
export const PROTECTED_PATHS = Object.keys(protectedRouteModules) as (keyof typeof protectedRouteModules)[];
export const PUBLIC_PATHS = Object.keys(publicRouteModules) as (keyof typeof publicRouteModules)[];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Shown on first load until the matched lazy screen (sign-in, 404) has arrived.
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...PUBLIC_PATHS.map((path) => ({
        path: strip(path),
        lazy: screenModule(publicRouteModules[path]),
        ...(path === '/f/:publicId' ? { loader: loadPublicForm } : {}),
        ErrorBoundary: RouteErrorScreen,
      })),
      {
        id: 'protected',
        // The shell module wraps everything in RequireAuth; until it loads, a shell-shaped
        // skeleton with the target screen's skeleton shows at once.
        lazy: screenModule(shellModule),
        HydrateFallback: ShellFallback,
        ErrorBoundary: RouteErrorScreen,
        children: PROTECTED_PATHS.map((path) => ({
          path: strip(path),
          lazy: screenModule(protectedRouteModules[path]),
          loader: startScreenReads(screenReads[path]),
          ErrorBoundary: RouteErrorScreen,
        })),
      },
      { path: '*', lazy: screenModule(() => import('./routes/not-found')), ErrorBoundary: RouteErrorScreen },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Code outside React (the 402 toast's "See plans") navigates through the router, not a reload.
  registerAppNavigate((to) => void router.navigate(to));
  return router;
}
