import { Hono } from 'hono';
import type { Config } from '../../env.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** Public: what the sign-in page and the shell need before anyone is signed in. */
export function appConfigRoutes(config: Config) {
  const body = {
    socialProviders: config.socialSignIn.map((p) => ({ id: p.id, name: p.name })),
    chatWidgetSrc: config.chatWidgetSrc ?? null,
  };
  return new Hono<AppEnv>().get('/config', (c) => c.json(body));
}
