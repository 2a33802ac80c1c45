import { CRITICAL_ROUTES } from './layout-constants';

/** Preloaded after SECONDARY_ROUTES_DELAY_MS, once the critical ones are on their way. */
export const SECONDARY_ROUTES = ['/inbox', '/audience', '/social-feed', '/search'] as const;

/** Spec 001 §2: Triggers and Flows are never prefetched. */
export const NEVER_PREFETCHED_ROUTES = ['/triggers', '/flows'] as const;

/** Where an agent usually goes next from each screen; prefetched after each path change. */
export const RELATED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/properties', '/leads', '/inbox'],
  '/properties': ['/leads', '/dashboard'],
  '/leads': ['/audience', '/properties', '/inbox'],
  '/audience': ['/leads'],
  '/inbox': ['/social-feed', '/leads'],
  '/social-feed': ['/inbox'],
  '/settings': ['/dashboard'],
  '/search': ['/properties', '/leads'],
  '/triggers': ['/dashboard'],
  '/flows': ['/dashboard'],
};

const isPrefetchable = (route: string) => !(NEVER_PREFETCHED_ROUTES as readonly string[]).includes(route);

export function criticalRoutes(): string[] {
  return CRITICAL_ROUTES.filter(isPrefetchable);
}

export function secondaryRoutes(): string[] {
  return SECONDARY_ROUTES.filter(isPrefetchable);
}

/** Related routes for a path, excluding the path itself and the never-prefetched ones. */
export function relatedRoutes(pathname: string): string[] {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (RELATED_ROUTES[normalised] ?? []).filter((route) => route !== normalised && isPrefetchable(route));
}
