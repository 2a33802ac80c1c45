import { Hono } from 'hono';
import { TrackingTaskRequestSchema, TrackingTaskUpdateSchema } from '@porchlight/domain/automations/tracking-tasks';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { TrackingTasksService } from './tracking-tasks.service.ts';

/** Follow-ups and watched properties or listings, in the book the request names. */
export function trackingTasksRoutes(tasks: TrackingTasksService) {
  return new Hono<AppEnv>()
    .get('/tracking-tasks', async (c) => c.json({ tasks: await tasks.list(c.var.bookId) }))
    .post('/tracking-tasks', validJson(TrackingTaskRequestSchema), async (c) =>
      c.json(await tasks.create(c.var.bookId, c.req.valid('json'), c.var.user.id), 201),
    )
    .patch('/tracking-tasks/:id', validJson(TrackingTaskUpdateSchema), async (c) =>
      c.json(await tasks.update(c.var.bookId, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/tracking-tasks/:id', async (c) => {
      await tasks.remove(c.var.bookId, c.req.param('id'));
      return c.body(null, 204);
    });
}
