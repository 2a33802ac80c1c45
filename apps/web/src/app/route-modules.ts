// One import function per screen: the router's `lazy` and the preloader share them, so a
// preloaded chunk is the very one the router later uses.

// Each screen is a file of routes/; the glob gives one lazy import per file, and the key under
// which the build lists its scripts (lazy-chunks.json) follows from the file's name.
const screens = import.meta.glob<object>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const moduleKeys = new Map<() => Promise<unknown>, string>();

function screen(name: string): () => Promise<object> {
  const load = screens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`There is no screen module routes/${name}.tsx`);
  moduleKeys.set(load, `app/routes/${name}`);
  return load;
}

export const protectedRouteModules = {
  '/dashboard': screen('dashboard'),
  '/properties': screen('properties'),
  // A record's own page (issue 18): every field, its history and what is linked to it.
  '/properties/:id': screen('property'),
  '/leads': screen('leads'),
  '/leads/:id': screen('lead'),
  '/audience': screen('audience'),
  '/triggers': screen('triggers'),
  '/flows': screen('flows'),
  '/inbox': screen('inbox'),
  '/social-feed': screen('social-feed'),
  '/settings': screen('settings'),
  '/search': screen('search'),
  // A notification target (spec 000), not in the sidebar.
  '/market': screen('market'),
} as const;

export const publicRouteModules = {
  '/signin': screen('signin'),
  '/signup': screen('signup'),
  '/forgot-password': screen('forgot-password'),
  '/reset-password': screen('reset-password'),
  '/auth/callback': screen('auth-callback'),
  '/team/join': screen('team-join'),
  '/f/:publicId': screen('public-form'),
} as const;

export const shellModule = () => import('./layout/shell-route');
moduleKeys.set(shellModule, 'app/layout/shell-route');

export type ProtectedPath = keyof typeof protectedRouteModules;

const loaders: Record<string, () => Promise<unknown>> = { ...protectedRouteModules, ...publicRouteModules };

export function routeModuleLoader(path: string): (() => Promise<unknown>) | undefined {
  return loaders[path];
}

/** The module's key in the build's lazy-chunks.json (sw/lazy-chunks-plugin.ts). */
export function moduleKeyOf(load: () => Promise<unknown>): string | undefined {
  return moduleKeys.get(load);
}
