import { Hono } from 'hono';
import { TrackSessionRequestSchema } from '@porchlight/domain/sessions/session-tracking-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { SessionsService } from './sessions.service.ts';

export function sessionsRoutes(service: SessionsService) {
  return new Hono<AppEnv>()
    .post('/sessions/track', validJson(TrackSessionRequestSchema), async (c) => {
      const request = c.req.valid('json');
      const id = await service.track(c.var.user, c.var.session.id, request, {
        ipAddress: c.var.clientIp,
        userAgent: c.req.header('user-agent'),
      });
      return c.json({ success: true, id });
    })
    .get('/sessions', async (c) => c.json({ sessions: await service.list(c.var.user.id, c.var.session.id) }));
}
