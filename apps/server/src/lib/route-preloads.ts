import fs from 'node:fs';
import path from 'node:path';

/** One route of the web build's `.vite/route-preloads.json` (apps/web/sw/route-preloads-plugin.ts). */
export type RoutePreload = { path: string; signedIn: boolean; scripts: string[]; reads: string[] };

/** The web build's route preloads; none when the build has no such file (an older build, a test's). */
export function readRoutePreloads(distDir: string): RoutePreload[] {
  const file = path.join(distDir, '.vite', 'route-preloads.json');
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: RoutePreload[] }).routes;
}

/**
 * The `<link>`s that let the browser fetch a route's code and first data while it reads the HTML,
 * in parallel with the entry script, rather than one after the other as each script runs:
 * `modulepreload` for the route's scripts, `preload as="fetch"` for its first API reads (with
 * the credentials the app's API client sends, so its read takes the response). Empty when no
 * route matches, or the route is behind the session and the visitor has none.
 */
export function routePreloadLinks(routes: RoutePreload[], pathname: string, signedIn: boolean): string {
  const match = matchRoute(routes, pathname);
  if (!match || (match.route.signedIn && !signedIn)) return '';
  const fill = (address: string) => address.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ''));
  return [
    ...match.route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...match.route.reads.map(
      (href) => `<link rel="preload" href="${escapeAttribute(fill(href))}" as="fetch" crossorigin="use-credentials">`,
    ),
  ].join('');
}

/** The route `pathname` is on, a route without parameters first (`/leads/duplicates` before `/leads/:id`). */
export function matchRoute(routes: RoutePreload[], pathname: string): { route: RoutePreload; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let found: { route: RoutePreload; params: Record<string, string> } | null = null;
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      const value = safeDecode(segments[i]!);
      if (!value) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (!matches) continue;
    if (Object.keys(params).length === 0) return { route, params };
    found ??= { route, params };
  }
  return found;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
