import type { Config } from '../env.ts';

/**
 * Origins whose pages may sign in and write: the app's own URL, plus the Vite dev server in
 * development, which proxies /api from another port (and so sends its own Origin).
 * better-auth and the CSRF guard both read this list, so they never disagree.
 */
export function trustedOrigins(config: Pick<Config, 'appUrl' | 'devWebOrigin'>): string[] {
  return config.devWebOrigin ? [config.appUrl, config.devWebOrigin] : [config.appUrl];
}
