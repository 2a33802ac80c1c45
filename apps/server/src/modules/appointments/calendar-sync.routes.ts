import { Hono } from 'hono';
import { ChooseCalendarRequestSchema, ConnectCalendarRequestSchema } from '@porchlight/domain/appointments/calendar-sync';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import type { Appointments } from './appointments.register.ts';

/** Settings > Calendar: the agent's own calendar over CalDAV (connected, another calendar chosen, synced now, disconnected). */
export function calendarSyncRoutes(sync: Appointments['calendarSync']) {
  return new Hono<AppEnv>()
    .get('/appointments/calendar-sync', async (c) => c.json(await sync.status(c.var.user.id)))
    .put('/appointments/calendar-sync', validJson(ConnectCalendarRequestSchema), async (c) =>
      c.json(await sync.connect(c.var.user.id, c.req.valid('json'))),
    )
    .patch('/appointments/calendar-sync', validJson(ChooseCalendarRequestSchema), async (c) =>
      c.json(await sync.choose(c.var.user.id, c.req.valid('json').calendar_url)),
    )
    .post('/appointments/calendar-sync/run', async (c) => {
      if (!(await sync.row(c.var.user.id))) throw new HttpError(404, 'No calendar is connected');
      await sync.syncNow(c.var.user.id);
      return c.json({ queued: true }, 202);
    })
    .delete('/appointments/calendar-sync', async (c) => {
      await sync.disconnect(c.var.user.id);
      return c.body(null, 204);
    });
}
