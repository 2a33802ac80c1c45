import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateFlowRequestSchema,
  EnrolRequestSchema,
  FlowStatusRequestSchema,
  RunActionRequestSchema,
  TestRunRequestSchema,
  TriggerRequestSchema,
  UpdateFlowRequestSchema,
  UpdateTriggerRequestSchema,
} from '@porchlight/domain/automations/automation-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import { EnrolPreviewRequestSchema } from '@porchlight/domain/automations/enrol-preview';
import type { AutomationsService } from './automations.service.ts';

const LeadRunsQuerySchema = z.object({ lead_id: z.string({ error: 'is required' }).min(1, 'is required') });

/** Flows, their templates and runs, and triggers (issue 13). */
export function automationsRoutes(service: AutomationsService) {
  return new Hono<AppEnv>()
    .get('/flows', async (c) => c.json({ flows: await service.flows.list(c.var.user.id) }))
    .post('/flows', validJson(CreateFlowRequestSchema), async (c) =>
      c.json(await service.flows.create(c.var.user.id, c.req.valid('json')), 201),
    )
    .get('/flows/:id', async (c) => c.json(await service.flows.get(c.var.user.id, c.req.param('id'))))
    .patch('/flows/:id', validJson(UpdateFlowRequestSchema), async (c) =>
      c.json(await service.flows.update(c.var.user.id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/flows/:id', async (c) => {
      await service.flows.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/flows/:id/status', validJson(FlowStatusRequestSchema), async (c) =>
      c.json(await service.flows.setStatus(c.var.user.id, c.req.param('id'), c.req.valid('json').status)),
    )
    .post('/flows/:id/enrol', validJson(EnrolRequestSchema), async (c) =>
      c.json(await service.flows.enrol(c.var.user.id, c.req.param('id'), c.req.valid('json').lead_ids)),
    )
    .post('/flows/:id/test-run', validJson(TestRunRequestSchema), async (c) =>
      c.json(await service.flows.testRun(c.var.user.id, c.req.param('id'), c.req.valid('json').lead_id)),
    )
    .get('/flows/:id/runs', async (c) => c.json({ runs: await service.flows.runs(c.var.user.id, c.req.param('id')) }))
    .get('/flow-templates', (c) => c.json({ templates: service.templates.list() }))
    .post('/flow-templates/:key/use', async (c) => c.json(await service.templates.use(c.var.user.id, c.req.param('key')), 201))
    .get('/flow-runs', validQuery(LeadRunsQuerySchema), async (c) =>
      c.json({ runs: await service.runs.ofLead(c.var.user.id, c.req.valid('query').lead_id) }),
    )
    .get('/flow-runs/:id', async (c) => c.json(await service.runs.get(c.var.user.id, c.req.param('id'))))
    .post('/flow-runs/:id/action', validJson(RunActionRequestSchema), async (c) =>
      c.json(await service.runs.act(c.var.user.id, c.req.param('id'), c.req.valid('json').action)),
    )
    .get('/triggers', async (c) => c.json({ triggers: await service.triggers.list(c.var.user.id) }))
    .post('/triggers/preview', validJson(EnrolPreviewRequestSchema), async (c) =>
      c.json(await service.triggers.preview(c.var.user.id, c.req.valid('json').config)),
    )
    .post('/triggers', validJson(TriggerRequestSchema), async (c) =>
      c.json(await service.triggers.create(c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/triggers/:id', validJson(UpdateTriggerRequestSchema), async (c) =>
      c.json(await service.triggers.update(c.var.user.id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/triggers/:id', async (c) => {
      await service.triggers.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
