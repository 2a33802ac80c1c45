import { z } from 'zod';
import { isTimeZone } from '../automations/zoned-time.ts';

// Appointments (issue 53): showings, listing appointments, consultations and the rest, with one
// or more leads, optionally a property, a time in its time zone, a place and notes. An
// appointment is `scheduled` until the agent records how it went (an outcome).

export const APPOINTMENT_TYPES = ['showing', 'listing_appointment', 'buyer_consultation', 'open_house', 'closing', 'other'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  showing: 'Showing',
  listing_appointment: 'Listing appointment',
  buyer_consultation: 'Buyer consultation',
  open_house: 'Open house',
  closing: 'Closing',
  other: 'Appointment',
};

export const APPOINTMENT_OUTCOMES = ['held', 'no_show', 'rescheduled', 'cancelled'] as const;
export type AppointmentOutcome = (typeof APPOINTMENT_OUTCOMES)[number];
export const APPOINTMENT_STATUSES = ['scheduled', ...APPOINTMENT_OUTCOMES] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_OUTCOME_LABELS: Record<AppointmentOutcome, string> = {
  held: 'Held',
  no_show: 'No-show',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
};

/** What the lead answered to a reminder (a reply to its text or e-mail). */
export const LEAD_RESPONSES = ['confirmed', 'asked_to_move'] as const;
export type LeadResponseKind = (typeof LEAD_RESPONSES)[number];

export const APPOINTMENT_LEADS_MAX = 10;
export const APPOINTMENT_TITLE_MAX = 120;
export const APPOINTMENT_LOCATION_MAX = 300;
export const APPOINTMENT_NOTES_MAX = 2000;
/** The longest appointment: a closing or an open house takes hours, never days. */
export const APPOINTMENT_LONGEST_MINUTES = 24 * 60;
/** A calendar read covers at most this many days (a month view with its edges is 42). */
export const APPOINTMENT_RANGE_MAX_DAYS = 62;

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

const dateTime = z.iso.datetime({ offset: true, error: 'must be a date and time' });
const timeZone = z
  .string({ error: 'must be a time zone' })
  .trim()
  .refine((v) => v.length > 0 && v.length <= 64 && isTimeZone(v), 'must be a time zone such as America/Chicago');
const leadIds = z
  .array(z.uuid({ error: 'must be a lead id' }), { error: 'must be a list of lead ids' })
  .min(1, 'name at least one lead')
  .max(APPOINTMENT_LEADS_MAX, `at most ${APPOINTMENT_LEADS_MAX} leads`)
  .transform((ids) => [...new Set(ids)]);
const title = z.string().trim().max(APPOINTMENT_TITLE_MAX, `must be at most ${APPOINTMENT_TITLE_MAX} characters`);
const location = z.string().trim().max(APPOINTMENT_LOCATION_MAX, `must be at most ${APPOINTMENT_LOCATION_MAX} characters`);
const notes = z.string().trim().max(APPOINTMENT_NOTES_MAX, `must be at most ${APPOINTMENT_NOTES_MAX} characters`);
const type = z.enum(APPOINTMENT_TYPES, { error: `must be one of ${APPOINTMENT_TYPES.join(', ')}` });

/** Why a start and end cannot be an appointment's, or null. */
export function timesProblem(startsAt: string, endsAt: string): { field: 'ends_at'; message: string } | null {
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  if (!(minutes > 0)) return { field: 'ends_at', message: 'must be after starts_at' };
  if (minutes > APPOINTMENT_LONGEST_MINUTES) return { field: 'ends_at', message: 'an appointment lasts at most 24 hours' };
  return null;
}

const checkTimes = (v: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) => {
  if (!v.starts_at || !v.ends_at) return;
  const problem = timesProblem(v.starts_at, v.ends_at);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

/**
 * POST /api/appointments (and /api/v1/appointments). The place defaults to the property's
 * address; the title to the type and the first lead's name; the agent to whoever books it.
 */
export const CreateAppointmentRequestSchema = z
  .object({
    type,
    lead_ids: leadIds,
    property_id: z.uuid({ error: 'must be a property id' }).nullish(),
    title: title.optional(),
    starts_at: dateTime,
    ends_at: dateTime,
    time_zone: timeZone,
    location: location.nullish(),
    notes: notes.default(''),
  })
  .strict()
  .superRefine(checkTimes);
export type CreateAppointmentRequest = z.infer<typeof CreateAppointmentRequestSchema>;
export type CreateAppointmentInput = z.input<typeof CreateAppointmentRequestSchema>;

/** PATCH: any of the fields; moving both times must keep the end after the start. */
export const UpdateAppointmentRequestSchema = z
  .object({
    type: type.optional(),
    lead_ids: leadIds.optional(),
    property_id: z.uuid({ error: 'must be a property id' }).nullish(),
    title: title.optional(),
    starts_at: dateTime.optional(),
    ends_at: dateTime.optional(),
    time_zone: timeZone.optional(),
    location: location.nullish(),
    notes: notes.optional(),
  })
  .strict()
  .superRefine(checkTimes);
export type UpdateAppointmentRequest = z.infer<typeof UpdateAppointmentRequestSchema>;

/**
 * POST /api/appointments/:id/outcome. `rescheduled` names the new time: the appointment is
 * closed as rescheduled and a new one made at that time (the leads, place and notes carried).
 */
export const AppointmentOutcomeRequestSchema = z
  .object({
    outcome: z.enum(APPOINTMENT_OUTCOMES, { error: `must be one of ${APPOINTMENT_OUTCOMES.join(', ')}` }),
    starts_at: dateTime.optional(),
    ends_at: dateTime.optional(),
    note: notes.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.outcome === 'rescheduled') {
      if (!v.starts_at) ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'a rescheduled appointment needs its new time' });
      if (!v.ends_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'a rescheduled appointment needs its new end' });
    } else if (v.starts_at || v.ends_at) {
      ctx.addIssue({
        code: 'custom',
        path: [v.starts_at ? 'starts_at' : 'ends_at'],
        message: 'only a rescheduled appointment takes a new time',
      });
    }
    checkTimes(v, ctx);
  });
export type AppointmentOutcomeRequest = z.infer<typeof AppointmentOutcomeRequestSchema>;

/** GET /api/appointments: the calendar's range (at most 62 days), or one lead's or property's appointments. */
export const AppointmentListQuerySchema = z
  .object({
    from: dateTime.optional(),
    to: dateTime.optional(),
    lead_id: z.uuid({ error: 'must be a lead id' }).optional(),
    property_id: z.uuid({ error: 'must be a property id' }).optional(),
    status: z.enum(APPOINTMENT_STATUSES, { error: `must be one of ${APPOINTMENT_STATUSES.join(', ')}` }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (days > APPOINTMENT_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `a range covers at most ${APPOINTMENT_RANGE_MAX_DAYS} days` });
  });
export type AppointmentListQuery = z.infer<typeof AppointmentListQuerySchema>;

export const AppointmentLeadSchema = z.object({ id: z.uuid(), name: z.string() });

/** An appointment as the app and the public API answer it. */
export const AppointmentResponseSchema = z.object({
  id: z.uuid(),
  type: z.enum(APPOINTMENT_TYPES),
  title: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  time_zone: z.string(),
  location: z.string().nullable(),
  notes: z.string(),
  leads: z.array(AppointmentLeadSchema),
  property_id: z.uuid().nullable(),
  property_address: z.string().nullable(),
  agent_id: z.string().nullable().describe('The agent whose calendar holds it (who booked it, unless a teammate books it for them).'),
  outcome_note: z.string().nullable(),
  outcome_at: z.iso.datetime().nullable(),
  rescheduled_from_id: z.uuid().nullable().describe('The appointment this one replaced when that one was rescheduled.'),
  rescheduled_to_id: z.uuid().nullable(),
  lead_response: z.enum(LEAD_RESPONSES).nullable().describe("The lead's answer to a reminder: confirmed, or asked to move it."),
  lead_response_text: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AppointmentResponse = z.infer<typeof AppointmentResponseSchema>;
export const AppointmentListResponseSchema = z.object({ appointments: z.array(AppointmentResponseSchema) });
export type AppointmentListResponse = z.infer<typeof AppointmentListResponseSchema>;
