import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { SocialService } from './social.service.ts';

/** Spec 000 §7: GET .../{platform}/status, GET .../{platform}/connect, POST .../{platform}/disconnect; and the OAuth return. */
export function socialRoutes(service: SocialService) {
  return new Hono<AppEnv>()
    .get('/:platform/status', async (c) => c.json(await service.status(c.var.user.id, c.req.param('platform'))))
    .get('/:platform/connect', async (c) => c.json(await service.connect(c.var.user.id, c.req.param('platform'))))
    .get('/:platform/callback', async (c) => c.redirect(await service.callback(c.var.user.id, c.req.param('platform'), c.req.query()), 302))
    .post('/:platform/disconnect', async (c) => c.json(await service.disconnect(c.var.user.id, c.req.param('platform'))));
}
