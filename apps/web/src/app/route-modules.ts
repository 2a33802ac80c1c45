import { PROTECTED_SCREEN_FILES, PUBLIC_SCREEN_FILES, SHELL_MODULE } from './screen-files';

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

type ScreenLoaders<Files extends Record<string, string>> = { [Path in keyof Files]: () => Promise<object> };
const loadersOf = <Files extends Record<string, string>>(files: Files) =>
  Object.fromEntries(Object.entries(files).map(([path, name]) => [path, screen(name)])) as ScreenLoaders<Files>;

export const protectedRouteModules = loadersOf(PROTECTED_SCREEN_FILES);
export const publicRouteModules = loadersOf(PUBLIC_SCREEN_FILES);

export const shellModule = () => import('./layout/shell-route');
moduleKeys.set(shellModule, SHELL_MODULE);

export type ProtectedPath = keyof typeof protectedRouteModules;

const loaders: Record<string, () => Promise<unknown>> = { ...protectedRouteModules, ...publicRouteModules };

export function routeModuleLoader(path: string): (() => Promise<unknown>) | undefined {
  return loaders[path];
}

/** The module's key in the build's lazy-chunks.json (sw/lazy-chunks-plugin.ts). */
export function moduleKeyOf(load: () => Promise<unknown>): string | undefined {
  return moduleKeys.get(load);
}
