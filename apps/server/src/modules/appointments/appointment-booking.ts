import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { availableSlots } from '@porchlight/domain/appointments/appointment-slots';
import { bookingConfirmationText, formatAppointmentTime } from '@porchlight/domain/appointments/appointment-rules';
import {
  BOOKABLE_TYPES,
  BOOKABLE_TYPE_LABELS,
  BOOKING_STEP_MINUTES,
  BOOKING_TEXTS,
  BOOKINGS_PER_ADDRESS_HOUR,
  BOOKINGS_PER_PAGE_DAY,
  DEFAULT_BOOKING_SETTINGS,
  type BookableType,
  type BookingConfirmation,
  type BookingRequest,
  type BookingSettings,
  type BookingSettingsResponse,
  type PublicBookingPageResponse,
} from '@porchlight/domain/appointments/booking-page';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import type { Database } from '../../db/client.ts';
import { appointments, bookingPages } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { FormTickets } from '../../lib/form-ticket.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
import { appointmentsIcs } from './appointment-ics.ts';
import type { Notify } from './appointment-reminders.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import type { AppointmentsService } from './appointments.service.ts';

/** The lead-capture module's intake for a visitor who booked (matched, new, or held at the plan's lead limit). */
export type BookingIntake = (
  userId: string,
  visitor: { name: string; email: string | null; phone: string | null; message: string | null },
  what: string,
) => Promise<{ outcome: 'created' | 'matched' | 'held'; leadId: string | null }>;

type Deps = {
  db: Database;
  repo: AppointmentsRepository;
  appointments: Pick<AppointmentsService, 'create'>;
  intake: BookingIntake;
  notify: Notify;
  quotas: Pick<RequestQuotas, 'consume'>;
  tickets: FormTickets;
  jobs: JobQueue;
  appUrl: string;
  /** The agent's busy times from their own calendar (CalDAV sync), none when not connected. */
  busyOf: (userId: string) => Promise<{ start: Date; end: Date }[]>;
  now?: () => Date;
};

type PageRow = typeof bookingPages.$inferSelect;
const PUBLIC_ID = /^[A-Za-z0-9_-]{8,32}$/;
export const BOOKING_PAGE_PATH = '/book';

const settingsOf = (row: PageRow): BookingSettings => ({
  enabled: row.enabled,
  working_hours: row.workingHours,
  buffer_minutes: row.bufferMinutes,
  showing_minutes: row.showingMinutes,
  consultation_minutes: row.consultationMinutes,
  min_notice_minutes: row.minNoticeMinutes,
  days_ahead: row.daysAhead,
});
const minutesOf = (row: PageRow, type: BookableType) => (type === 'showing' ? row.showingMinutes : row.consultationMinutes);

/**
 * The agent's public booking page (issue 53): the free slots of their working hours, and a
 * booking that makes or matches the lead, books the appointment on the agent's calendar (in their
 * own book), confirms to the lead with an `.ics` and tells the agent. The lead form's rules against
 * abuse hold: a signed ticket (not too fast, not too old), a hidden field, per-address and per-page quotas.
 */
export function createAppointmentBooking(deps: Deps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const urlOf = (publicId: string) => `${deps.appUrl}${BOOKING_PAGE_PATH}/${publicId}`;

  async function pageOf(userId: string): Promise<PageRow> {
    const [row] = await db.select().from(bookingPages).where(eq(bookingPages.userId, userId));
    if (row) return row;
    const d = DEFAULT_BOOKING_SETTINGS;
    await db
      .insert(bookingPages)
      .values({
        userId,
        publicId: crypto.randomBytes(9).toString('base64url'),
        enabled: d.enabled,
        workingHours: d.working_hours,
        bufferMinutes: d.buffer_minutes,
        showingMinutes: d.showing_minutes,
        consultationMinutes: d.consultation_minutes,
        minNoticeMinutes: d.min_notice_minutes,
        daysAhead: d.days_ahead,
      })
      .onConflictDoNothing();
    const [made] = await db.select().from(bookingPages).where(eq(bookingPages.userId, userId));
    return made!;
  }

  async function openPage(publicId: string): Promise<PageRow> {
    const [row] = PUBLIC_ID.test(publicId) ? await db.select().from(bookingPages).where(eq(bookingPages.publicId, publicId)) : [];
    if (!row?.enabled) throw notFound(BOOKING_TEXTS.notFound);
    return row;
  }

  /** The free slots of a kind: working hours on the agent's clock, minus their scheduled appointments and their own calendar's busy times, with the buffer around each. */
  async function slotsOf(page: PageRow, type: BookableType, timeZone: string, at: Date): Promise<Date[]> {
    const busy = [
      ...(await repo.ofAgent(page.userId, at)).filter((a) => a.status === 'scheduled').map((a) => ({ start: a.startsAt, end: a.endsAt })),
      // The other events in the agent's own calendar, as of its last sync.
      ...(await deps.busyOf(page.userId)),
    ];
    return availableSlots({
      now: at,
      timeZone,
      days: page.daysAhead,
      durationMinutes: minutesOf(page, type),
      bufferMinutes: page.bufferMinutes,
      stepMinutes: BOOKING_STEP_MINUTES,
      minNoticeMinutes: page.minNoticeMinutes,
      workingHours: page.workingHours,
      busy,
    });
  }

  return {
    async settings(userId: string): Promise<BookingSettingsResponse> {
      const row = await pageOf(userId);
      return { ...settingsOf(row), public_id: row.publicId, url: urlOf(row.publicId) };
    },

    async save(userId: string, s: BookingSettings): Promise<BookingSettingsResponse> {
      await pageOf(userId);
      await db
        .update(bookingPages)
        .set({
          enabled: s.enabled,
          workingHours: s.working_hours,
          bufferMinutes: s.buffer_minutes,
          showingMinutes: s.showing_minutes,
          consultationMinutes: s.consultation_minutes,
          minNoticeMinutes: s.min_notice_minutes,
          daysAhead: s.days_ahead,
          updatedAt: now(),
        })
        .where(eq(bookingPages.userId, userId));
      return this.settings(userId);
    },

    async page(publicId: string): Promise<PublicBookingPageResponse> {
      const page = await openPage(publicId);
      const agent = await repo.agent(page.userId);
      const at = now();
      const types = await Promise.all(
        BOOKABLE_TYPES.map(async (type) => ({
          type,
          label: BOOKABLE_TYPE_LABELS[type],
          minutes: minutesOf(page, type),
          slots: (await slotsOf(page, type, agent.timeZone, at)).map((d) => d.toISOString()),
        })),
      );
      return { agent_name: agent.name, time_zone: agent.timeZone, ticket: deps.tickets.issue(publicId), types };
    },

    async book(publicId: string, request: BookingRequest, clientIp: string | null): Promise<BookingConfirmation> {
      const page = await openPage(publicId);
      const agent = await repo.agent(page.userId);
      const start = new Date(request.starts_at);
      const end = new Date(start.getTime() + minutesOf(page, request.type) * 60_000);
      const confirmation: BookingConfirmation = {
        type: request.type,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        agent_name: agent.name,
        time_zone: agent.timeZone,
      };
      const ticket = deps.tickets.check(publicId, request.ticket);
      if (ticket === 'invalid') throw new HttpError(400, `ticket: ${BOOKING_TEXTS.expired}`);
      // A bot (the hidden field filled, or sent within seconds of the page) hears success and books nothing.
      if (request.website?.trim() || ticket === 'too-fast') return confirmation;
      await deps.quotas.consume(
        `booking-address:${clientIp ?? 'unknown'}`,
        { max: BOOKINGS_PER_ADDRESS_HOUR, windowSeconds: 3_600 },
        BOOKING_TEXTS.tooMany,
      );
      await deps.quotas.consume(`booking:${page.userId}`, { max: BOOKINGS_PER_PAGE_DAY, windowSeconds: 86_400 }, BOOKING_TEXTS.tooMany);
      const free = await slotsOf(page, request.type, agent.timeZone, now());
      if (!free.some((slot) => slot.getTime() === start.getTime())) throw new HttpError(409, BOOKING_TEXTS.taken);

      const what = BOOKABLE_TYPE_LABELS[request.type].toLowerCase();
      const visitor = {
        name: request.name,
        email: request.email ?? null,
        phone: request.phone?.trim() || null,
        message: request.message ?? null,
      };
      const { leadId } = await deps.intake(page.userId, visitor, what);
      if (!leadId) throw new HttpError(402, BOOKING_TEXTS.full, { limit: 'maxLeads' });

      const made = await deps.appointments.create(
        page.userId,
        {
          type: request.type,
          lead_ids: [leadId],
          starts_at: confirmation.starts_at,
          ends_at: confirmation.ends_at,
          time_zone: agent.timeZone,
          notes: request.message ? `From the booking page: “${request.message}”` : 'Booked on your booking page',
        },
        page.userId,
        {},
        {
          // Two visitors on one slot: the agent's bookings take turns, and the second finds it taken.
          guard: async (tx) => {
            await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`booking:${page.userId}`}))`);
            const [clash] = await tx
              .select({ id: appointments.id })
              .from(appointments)
              .where(
                and(
                  eq(appointments.agentId, page.userId),
                  eq(appointments.status, 'scheduled'),
                  lt(appointments.startsAt, new Date(end.getTime() + page.bufferMinutes * 60_000)),
                  gt(appointments.endsAt, new Date(start.getTime() - page.bufferMinutes * 60_000)),
                ),
              )
              .limit(1);
            if (clash) throw new HttpError(409, BOOKING_TEXTS.taken);
          },
          // The lead's confirmation goes with the booking (one per appointment): e-mail with the .ics, else a text.
          onBooked: async (tx, row) => {
            const channel = visitor.email ? 'email' : 'sms';
            const details = {
              type: row.type,
              startsAt: row.startsAt,
              timeZone: row.timeZone,
              location: row.location,
              agentName: agent.name,
            };
            const confirm: SendRequest = {
              userId: row.userId,
              leadId,
              channel,
              subject:
                channel === 'email'
                  ? `Booked: ${BOOKABLE_TYPE_LABELS[confirmation.type]} on ${formatAppointmentTime(row.startsAt, row.timeZone)}`
                  : null,
              body: bookingConfirmationText(details),
              requestKey: `appointment-booked:${row.id}`,
              origin: null,
              attachments:
                channel === 'email'
                  ? [
                      {
                        filename: 'appointment.ics',
                        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                        content: appointmentsIcs([{ ...row, leadNames: [] }], {
                          name: BOOKABLE_TYPE_LABELS[confirmation.type],
                          method: 'publish',
                          leadView: { agentName: agent.name },
                        }),
                      },
                    ]
                  : null,
            };
            await deps.jobs.enqueue(tx, SEND_REQUEST_QUEUE, confirm, { accountId: row.userId, uniqueKey: confirm.requestKey });
          },
        },
      );
      await deps.notify(
        page.userId,
        {
          type: 'lead',
          title: `New booking: ${BOOKABLE_TYPE_LABELS[request.type]} with ${visitor.name}`,
          message: `${formatAppointmentTime(start, agent.timeZone)}, booked on your booking page.`,
          priority: 'high',
          actionUrl: `/calendar?appointment=${made.id}`,
          actionLabel: 'Open calendar',
          metadata: { appointmentId: made.id },
        },
        { dedupeKey: `appointment-booked:${made.id}` },
      );
      return confirmation;
    },
  };
}

export type AppointmentBooking = ReturnType<typeof createAppointmentBooking>;
