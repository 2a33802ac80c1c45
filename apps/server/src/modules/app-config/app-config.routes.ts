import { Hono } from 'hono';
import type { PublicAppConfig } from '@porchlight/domain/app-config/public-app-config';
import type { Config } from '../../env.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** What the sign-in page and the shell need before anyone is signed in: nothing secret. */
export const publicAppConfig = (config: Config): PublicAppConfig => ({
  socialProviders: config.socialSignIn.map((p) => ({ id: p.id, name: p.name })),
  chatWidgetSrc: config.chatWidgetSrc ?? null,
  extensionInstallUrl: config.extensionInstallUrl ?? null,
});

/** Public: GET /api/config. */
export function appConfigRoutes(config: Config) {
  const body = publicAppConfig(config);
  return new Hono<AppEnv>().get('/config', (c) => c.json(body));
}
