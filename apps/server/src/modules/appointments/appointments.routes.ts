import { Hono } from 'hono';
import {
  AppointmentListQuerySchema,
  AppointmentOutcomeRequestSchema,
  CreateAppointmentRequestSchema,
  UpdateAppointmentRequestSchema,
} from '@porchlight/domain/appointments/appointment-schemas';
import { AppointmentSettingsSchema } from '@porchlight/domain/appointments/appointment-settings';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import type { AppointmentSettingsService } from './appointment-settings.ts';
import type { AppointmentsService } from './appointments.service.ts';

/**
 * /api/appointments: the book's appointments (a team's book with the book header, like leads),
 * booked on the caller's calendar. Settings (reminders, stage rules) are each agent's own.
 */
export function appointmentsRoutes(appointments: AppointmentsService & AppointmentSettingsService) {
  return new Hono<AppEnv>()
    .get('/appointments/settings', async (c) => c.json(await appointments.settings(c.var.user.id)))
    .put('/appointments/settings', validJson(AppointmentSettingsSchema), async (c) =>
      c.json(await appointments.saveSettings(c.var.user.id, c.req.valid('json'), c.var.bookId)),
    )
    .get('/appointments/summary', async (c) => c.json(await appointments.summary(c.var.bookId, c.var.user.id)))
    .get('/appointments', validQuery(AppointmentListQuerySchema), async (c) =>
      c.json(await appointments.list(c.var.bookId, c.req.valid('query'))),
    )
    .post('/appointments', validJson(CreateAppointmentRequestSchema), async (c) =>
      c.json(await appointments.create(c.var.bookId, c.req.valid('json'), c.var.user.id), 201),
    )
    .get('/appointments/:id', async (c) => c.json(await appointments.get(c.var.bookId, c.req.param('id'))))
    .patch('/appointments/:id', validJson(UpdateAppointmentRequestSchema), async (c) =>
      c.json(await appointments.update(c.var.bookId, c.req.param('id'), c.req.valid('json'), c.var.user.id)),
    )
    .post('/appointments/:id/outcome', validJson(AppointmentOutcomeRequestSchema), async (c) =>
      c.json(await appointments.outcome(c.var.bookId, c.req.param('id'), c.req.valid('json'), c.var.user.id)),
    );
}
