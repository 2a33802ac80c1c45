import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerAppNavigate } from '@/lib/app-navigate';
import { RouteErrorScreen } from './error-screen';
import { ShellFallback } from './layout/shell-fallback';
import { AppLoading, RootLayout } from './root-layout';
import { protectedRouteModules, publicRouteModules, shellModule } from './route-modules';

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
      ...PUBLIC_PATHS.map((path) => ({ path: strip(path), lazy: screenModule(publicRouteModules[path]), ErrorBoundary: RouteErrorScreen })),
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
