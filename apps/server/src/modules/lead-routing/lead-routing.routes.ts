import { Hono } from 'hono';
import { LeadRoutingSettingsSchema } from '@porchlight/domain/lead-routing/lead-routing';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import { LEAD_NOT_FOUND, type LeadRoutingService } from './lead-routing.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** /api/lead-routing: the owner's settings; leads routed to the signed-in agent and their claim. */
export function leadRoutingRoutes(service: LeadRoutingService) {
  return new Hono<AppEnv>()
    .get('/lead-routing', async (c) => c.json(await service.settings(c.var.user.id)))
    .put('/lead-routing', validJson(LeadRoutingSettingsSchema), async (c) => c.json(await service.save(c.var.user.id, c.req.valid('json'))))
    .get('/lead-routing/assigned', async (c) => c.json({ leads: await service.assigned(c.var.user.id) }))
    .post('/lead-routing/leads/:id/claim', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound(LEAD_NOT_FOUND);
      return c.json(await service.claim(c.var.user.id, id));
    });
}
