// One import function per screen: the router's `lazy` and the preloader share them, so a
// preloaded chunk is the very one the router later uses.

export const protectedRouteModules = {
  '/dashboard': () => import('./routes/dashboard'),
  '/properties': () => import('./routes/properties'),
  // A record's own page (issue 18): every field, its history and what is linked to it.
  '/properties/:id': () => import('./routes/property'),
  '/leads': () => import('./routes/leads'),
  '/leads/:id': () => import('./routes/lead'),
  '/audience': () => import('./routes/audience'),
  '/triggers': () => import('./routes/triggers'),
  '/flows': () => import('./routes/flows'),
  '/inbox': () => import('./routes/inbox'),
  '/social-feed': () => import('./routes/social-feed'),
  '/settings': () => import('./routes/settings'),
  '/search': () => import('./routes/search'),
  // A notification target (spec 000), not in the sidebar.
  '/market': () => import('./routes/market'),
} as const;

export const publicRouteModules = {
  '/signin': () => import('./routes/signin'),
  '/signup': () => import('./routes/signup'),
  '/forgot-password': () => import('./routes/forgot-password'),
  '/reset-password': () => import('./routes/reset-password'),
  '/auth/callback': () => import('./routes/auth-callback'),
  '/team/join': () => import('./routes/team-join'),
  '/f/:publicId': () => import('./routes/public-form'),
} as const;

export const shellModule = () => import('./layout/shell-route');

export type ProtectedPath = keyof typeof protectedRouteModules;

const loaders: Record<string, () => Promise<unknown>> = { ...protectedRouteModules, ...publicRouteModules };

export function routeModuleLoader(path: string): (() => Promise<unknown>) | undefined {
  return loaders[path];
}
