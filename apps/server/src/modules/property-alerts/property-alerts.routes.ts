import { Hono } from 'hono';
import { PropertyAlertListQuerySchema, PropertyAlertRequestSchema } from '@porchlight/domain/automations/property-alerts';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import type { PropertyAlertsService } from './property-alerts.service.ts';

/** Saved searches that tell the agent (and the lead) of matching properties. */
export function propertyAlertsRoutes(alerts: PropertyAlertsService) {
  return new Hono<AppEnv>()
    .get('/property-alerts', validQuery(PropertyAlertListQuerySchema), async (c) =>
      c.json({ alerts: await alerts.list(c.var.user.id, c.req.valid('query').lead_id) }),
    )
    .post('/property-alerts', validJson(PropertyAlertRequestSchema), async (c) =>
      c.json(await alerts.create(c.var.user.id, c.req.valid('json')), 201),
    )
    .put('/property-alerts/:id', validJson(PropertyAlertRequestSchema), async (c) =>
      c.json(await alerts.update(c.var.user.id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/property-alerts/:id', async (c) => {
      await alerts.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
