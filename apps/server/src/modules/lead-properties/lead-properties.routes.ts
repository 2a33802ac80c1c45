import { Hono } from 'hono';
import { LinkLeadPropertyRequestSchema } from '@porchlight/domain/leads/lead-property-links';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import { LEAD_NOT_FOUND, LINK_NOT_FOUND, PROPERTY_NOT_FOUND, type LeadPropertiesService } from './lead-properties.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** A malformed id is a record that does not exist: 404, like another agent's. */
const uuidOr404 = (id: string, message: string) => {
  if (!UUID.test(id)) throw notFound(message);
  return id;
};

/** Links between leads and properties: listed from both sides, made and removed in one place. */
export function leadPropertiesRoutes(service: LeadPropertiesService) {
  return new Hono<AppEnv>()
    .get('/leads/:id/properties', async (c) => c.json(await service.forLead(c.var.bookId, uuidOr404(c.req.param('id'), LEAD_NOT_FOUND))))
    .get('/properties/:id/leads', async (c) =>
      c.json(await service.forProperty(c.var.bookId, uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND))),
    )
    .post('/lead-properties', validJson(LinkLeadPropertyRequestSchema), async (c) => {
      const { link, created } = await service.link(c.var.bookId, c.req.valid('json'));
      return c.json(link, created ? 201 : 200);
    })
    .delete('/lead-properties/:id', async (c) => {
      await service.unlink(c.var.bookId, uuidOr404(c.req.param('id'), LINK_NOT_FOUND));
      return c.body(null, 204);
    });
}
