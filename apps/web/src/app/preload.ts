import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PREFETCH_DELAY_MS, PRELOAD_DELAY_MS, SECONDARY_ROUTES_DELAY_MS } from '@porchlight/domain/layout/layout-constants';
import { criticalRoutes, relatedRoutes, secondaryRoutes } from '@porchlight/domain/layout/route-preload';
import { prefetchModule } from '@/lib/prefetch-module';
import { useSessionUser } from '@/lib/session-store';
import { moduleKeyOf, routeModuleLoader, shellModule } from './route-modules';

const started = new Set<string>();

/** Starts downloading a screen's chunk once; a failed download may be tried again later. */
export function preloadRoute(path: string): void {
  const load = routeModuleLoader(path);
  if (!load || started.has(path)) return;
  started.add(path);
  prefetchModule(moduleKeyOf(load), load).catch(() => started.delete(path));
}

function preloadAll(paths: string[]): void {
  paths.forEach(preloadRoute);
}

/** Only for tests: forget which chunks were requested. */
export function resetPreloadedRoutes(): void {
  started.clear();
}

/**
 * Spec 000 §2 / 001 §9: critical screens 1 s after start, secondary ones after 2 s, and the
 * screens related to the current one 500 ms after each path change. The rules (which screens,
 * never Triggers or Flows) are in the domain package. The signed-in screens wait for a signed-in
 * user: a visitor on /signin would otherwise download most of the app (issue 47).
 */
export function useRoutePreloading(): void {
  const { pathname } = useLocation();
  const signedIn = useSessionUser() !== null;

  useEffect(() => {
    if (!signedIn) return;
    const critical = setTimeout(() => {
      // Every protected screen renders inside the shell, so it goes with the critical ones.
      void prefetchModule(moduleKeyOf(shellModule), shellModule).catch(() => undefined);
      preloadAll(criticalRoutes());
    }, PRELOAD_DELAY_MS);
    const secondary = setTimeout(() => preloadAll(secondaryRoutes()), SECONDARY_ROUTES_DELAY_MS);
    return () => {
      clearTimeout(critical);
      clearTimeout(secondary);
    };
  }, [signedIn]);

  useEffect(() => {
    const related = setTimeout(() => preloadAll(relatedRoutes(pathname)), PREFETCH_DELAY_MS);
    return () => clearTimeout(related);
  }, [pathname]);
}
