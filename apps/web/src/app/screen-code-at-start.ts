import { protectedRouteModules, routeModuleLoader, shellModule } from './route-modules';

/**
 * Starts downloading the code of the screen at `path` (and of the shell around a signed-in one)
 * through the very loaders the router's `lazy` uses, so that the router's start finds it on its
 * way. Called in a task of its own at start (main.tsx): Vite's preloading adds a link per script
 * (fifteen for /dashboard, about a millisecond each), which was a third of the router's start,
 * one of `/dashboard`'s long tasks (issue 15). On a page sent drawn, the page's start script has
 * already added those links, a few a task (sw/start-after-paint-plugin.ts), and Vite's preloading
 * adds none. A failure is the router's to show, when it asks for the same module.
 */
export function startLoadingScreenCode(path: string): void {
  const load = routeModuleLoader(path);
  if (!load) return;
  if (path in protectedRouteModules) shellModule().catch(() => {});
  load().catch(() => {});
}
