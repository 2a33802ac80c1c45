import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { UUID } from '../../lib/record-id.ts';
import { DELIVERY_NOT_FOUND, WEBHOOK_NOT_FOUND, type WebhooksService } from './webhooks.service.ts';

const idOf = (value: string | undefined, message: string) => {
  if (!value || !UUID.test(value)) throw notFound(message);
  return value;
};

/** /api/settings/webhooks: what integrations registered, their delivery log and "resend" (Settings > API). */
export function webhooksRoutes(webhooks: WebhooksService) {
  return new Hono<AppEnv>()
    .get('/settings/webhooks', async (c) => c.json({ webhooks: await webhooks.list(c.var.user.id) }))
    .delete('/settings/webhooks/:id', async (c) => {
      await webhooks.remove(c.var.user.id, idOf(c.req.param('id'), WEBHOOK_NOT_FOUND));
      return c.body(null, 204);
    })
    .get('/settings/webhooks/:id/deliveries', async (c) =>
      c.json({ deliveries: await webhooks.deliveries(c.var.user.id, idOf(c.req.param('id'), WEBHOOK_NOT_FOUND)) }),
    )
    .post('/settings/webhooks/:id/deliveries/:deliveryId/resend', async (c) => {
      const id = idOf(c.req.param('id'), WEBHOOK_NOT_FOUND);
      return c.json(await webhooks.resend(c.var.user.id, id, idOf(c.req.param('deliveryId'), DELIVERY_NOT_FOUND)), 202);
    });
}
