import type { Hono } from 'hono';
import { AUTH_BASE_PATH } from '../src/auth.ts';

export type Route = { method: string; path: string };

/**
 * The app's own API routes, from Hono's route table (not a hand list, so a route added tomorrow
 * is in it): each method and path once, without better-auth's catch-all (its own library's
 * routes) and without middleware registered for every method.
 */
export function apiRoutes(app: Pick<Hono, 'routes'>, methods?: readonly string[]): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/') || path.startsWith(`${AUTH_BASE_PATH}/`) || method === 'ALL') continue;
    if (methods && !methods.includes(method)) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}
