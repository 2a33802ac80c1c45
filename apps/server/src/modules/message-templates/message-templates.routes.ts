import { Hono } from 'hono';
import { TemplateRequestSchema } from '@porchlight/domain/messaging/message-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { MessageTemplatesService } from './message-templates.service.ts';

/** The agent's message templates and the starter library (spec 001). */
export function messageTemplatesRoutes(templates: MessageTemplatesService) {
  return new Hono<AppEnv>()
    .get('/message-templates', async (c) => c.json({ templates: await templates.list(c.var.user.id) }))
    .post('/message-templates', validJson(TemplateRequestSchema), async (c) =>
      c.json(await templates.create(c.var.user.id, c.req.valid('json')), 201),
    )
    .post('/message-templates/starters', async (c) => c.json({ templates: await templates.addStarters(c.var.user.id) }))
    .put('/message-templates/:id', validJson(TemplateRequestSchema), async (c) =>
      c.json(await templates.update(c.var.user.id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/message-templates/:id', async (c) => {
      await templates.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
