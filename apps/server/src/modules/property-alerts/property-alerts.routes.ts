import { Hono } from 'hono';
import { PropertyAlertListQuerySchema, PropertyAlertRequestSchema } from '@porchlight/domain/automations/property-alerts';
import type { AppEnv } from '../../lib/app-env.ts';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import type { PropertyAlertsService } from './property-alerts.service.ts';

/** Saved searches that tell the agent (and the lead) of matching properties. */
export function propertyAlertsRoutes(alerts: PropertyAlertsService) {
  return new Hono<AppEnv>()
    .get('/property-alerts', async (c) => c.json({ alerts: await alerts.list(c.var.user.id, parseQuery(c, PropertyAlertListQuerySchema).lead_id) }))
    .post('/property-alerts', async (c) => c.json(await alerts.create(c.var.user.id, await parseJsonBody(c, PropertyAlertRequestSchema)), 201))
    .put('/property-alerts/:id', async (c) => c.json(await alerts.update(c.var.user.id, c.req.param('id'), await parseJsonBody(c, PropertyAlertRequestSchema))))
    .delete('/property-alerts/:id', async (c) => {
      await alerts.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
