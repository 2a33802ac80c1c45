import type {
  AppointmentListQuery,
  AppointmentOutcomeRequest,
  AppointmentResponse,
  CreateAppointmentRequest,
  UpdateAppointmentRequest,
} from '@porchlight/domain/appointments/appointment-schemas';
import {
  V1AppointmentListQuerySchema,
  V1AppointmentOutcomeRequestSchema,
  V1AppointmentPageSchema,
  V1AppointmentSchema,
  V1CreateAppointmentRequestSchema,
  V1UpdateAppointmentRequestSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { pageOfList } from './v1-cursor.ts';
import type { V1Route } from './v1-route.ts';

/** The appointments module's use-cases, handed in by app composition. */
export type V1Appointments = {
  list(bookId: string, query: AppointmentListQuery): Promise<{ appointments: AppointmentResponse[] }>;
  get(bookId: string, id: string): Promise<AppointmentResponse>;
  create(bookId: string, request: CreateAppointmentRequest, madeBy: string): Promise<AppointmentResponse>;
  update(bookId: string, id: string, request: UpdateAppointmentRequest, actorId: string): Promise<AppointmentResponse>;
  outcome(bookId: string, id: string, request: AppointmentOutcomeRequest, actorId: string): Promise<AppointmentResponse>;
};

const notFoundResponse = { description: 'No such appointment in this account.' };

/** Appointments: showings, listing appointments, consultations…, with their leads and outcomes (issue 53). */
export function v1AppointmentRoutes(appointments: V1Appointments): V1Route[] {
  return [
    {
      method: 'get',
      path: '/appointments',
      tag: 'Appointments',
      summary: 'List appointments',
      description:
        "The account's appointments soonest first, up to limit (at most 100) a page: from and to (at most 62 days apart) keep a range, lead_id one lead's, property_id one property's, status one status; next_cursor gives the next page.",
      scope: 'read',
      query: V1AppointmentListQuerySchema,
      responses: { 200: { description: 'The appointments.', schema: V1AppointmentPageSchema } },
      handle: async (c) => {
        const { limit, cursor, ...query } = parseQuery(c, V1AppointmentListQuerySchema);
        const { appointments: all } = await appointments.list(c.var.caller.userId, query);
        return c.json(pageOfList(all, limit, cursor));
      },
    },
    {
      method: 'post',
      path: '/appointments',
      tag: 'Appointments',
      summary: 'Book an appointment',
      description:
        'type (showing, listing_appointment, buyer_consultation, open_house, closing, other), one or more lead_ids, an optional property_id (its address is the place unless location names one), starts_at and ends_at with time_zone (an IANA name), notes. The agent and the leads are reminded as their settings say. Sends appointment.created to webhooks.',
      scope: 'write',
      body: V1CreateAppointmentRequestSchema,
      example: {
        type: 'showing',
        lead_ids: ['00000000-0000-4000-8000-000000000000'],
        property_id: '00000000-0000-4000-8000-000000000001',
        starts_at: '2026-12-01T15:00:00-06:00',
        ends_at: '2026-12-01T15:45:00-06:00',
        time_zone: 'America/Chicago',
        notes: 'Bring the disclosure packet',
      },
      responses: {
        201: { description: 'The appointment.', schema: V1AppointmentSchema },
        404: { description: 'No such lead or property in this account.' },
      },
      handle: async (c) =>
        c.json(
          await appointments.create(c.var.caller.userId, await parseJsonBody(c, V1CreateAppointmentRequestSchema), c.var.caller.userId),
          201,
        ),
    },
    {
      method: 'get',
      path: '/appointments/:id',
      tag: 'Appointments',
      summary: 'Get an appointment',
      description: 'One appointment of the account, with its leads, its outcome and the lead’s answer to a reminder.',
      scope: 'read',
      responses: { 200: { description: 'The appointment.', schema: V1AppointmentSchema }, 404: notFoundResponse },
      handle: async (c) => c.json(await appointments.get(c.var.caller.userId, c.req.param('id') ?? '')),
    },
    {
      method: 'patch',
      path: '/appointments/:id',
      tag: 'Appointments',
      summary: 'Change an appointment',
      description:
        'Move it (starts_at, ends_at, time_zone), change its leads, property, place, title or notes. A closed appointment (held, no-show, rescheduled, cancelled) cannot move: 409. Sends appointment.changed with the fields that changed.',
      scope: 'write',
      body: V1UpdateAppointmentRequestSchema,
      example: { starts_at: '2026-12-01T16:00:00-06:00', ends_at: '2026-12-01T16:45:00-06:00' },
      responses: {
        200: { description: 'The appointment after the change.', schema: V1AppointmentSchema },
        404: notFoundResponse,
        409: { description: 'The appointment is closed.' },
      },
      handle: async (c) =>
        c.json(
          await appointments.update(
            c.var.caller.userId,
            c.req.param('id') ?? '',
            await parseJsonBody(c, V1UpdateAppointmentRequestSchema),
            c.var.caller.userId,
          ),
        ),
    },
    {
      method: 'post',
      path: '/appointments/:id/outcome',
      tag: 'Appointments',
      summary: 'Record how an appointment went',
      description:
        'outcome held, no_show, cancelled, or rescheduled with the new starts_at and ends_at (a new appointment is booked at that time and answered; this one points at it). Held and no-show can be corrected between them. Sends appointment.changed, or appointment.cancelled.',
      scope: 'write',
      body: V1AppointmentOutcomeRequestSchema,
      example: { outcome: 'held', note: 'Loved the kitchen' },
      responses: {
        200: { description: 'The appointment (for rescheduled, the new one).', schema: V1AppointmentSchema },
        404: notFoundResponse,
        409: { description: 'The appointment is already cancelled or rescheduled.' },
      },
      handle: async (c) =>
        c.json(
          await appointments.outcome(
            c.var.caller.userId,
            c.req.param('id') ?? '',
            await parseJsonBody(c, V1AppointmentOutcomeRequestSchema),
            c.var.caller.userId,
          ),
        ),
    },
  ];
}
