import { Hono } from 'hono';
import { CreatePushSubscriptionRequestSchema } from '@porchlight/domain/notifications/push';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { PushService } from './push.service.ts';

/** Web push (issue 19): the server's public key, and the agent's devices (subscribe, list, remove, test). */
export function pushRoutes(service: PushService) {
  return new Hono<AppEnv>()
    .get('/push/public-key', (c) => c.json(service.publicKey()))
    .get('/push/subscriptions', async (c) => c.json({ subscriptions: await service.list(c.var.user.id) }))
    .post('/push/subscriptions', validJson(CreatePushSubscriptionRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json({ subscription: await service.subscribe(c.var.user.id, body, c.req.header('user-agent')) }, 201);
    })
    .delete('/push/subscriptions/:id', async (c) => {
      await service.remove(c.var.user.id, c.req.param('id'));
      return c.json({ success: true });
    })
    .post('/push/subscriptions/:id/test', async (c) => c.json({ subscription: await service.sendTest(c.var.user.id, c.req.param('id')) }));
}
