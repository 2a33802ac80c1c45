import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { APPOINTMENT_TYPE_LABELS } from '@porchlight/domain/appointments/appointment-schemas';
import type { AppointmentRow } from './appointments.repository.ts';

export type IcsAppointment = Pick<
  AppointmentRow,
  'id' | 'type' | 'title' | 'startsAt' | 'endsAt' | 'location' | 'notes' | 'status' | 'sequence' | 'createdAt' | 'updatedAt'
> & { leadNames: string[] };

/** The host part of every event's UID, so calendars tell Porchlight's events from others. */
const UID_HOST = 'porchlight.app';
export const appointmentUid = (id: string) => `${id}@${UID_HOST}`;

/**
 * iCalendar text for appointments, written by ical-generator (RFC 5545). Times are UTC instants,
 * which every calendar shows on its own clock; SEQUENCE is the row's, so a calendar takes the
 * newest version; a cancelled appointment stays as STATUS:CANCELLED, so subscribers drop it.
 */
export function appointmentsIcs(
  list: IcsAppointment[],
  /** leadView: what a lead's copy says (the agent's notes are theirs alone). */
  options: { name: string; method?: 'publish'; leadView?: { agentName: string }; url?: (id: string) => string },
): string {
  const calendar = ical({ name: options.name, prodId: { company: 'Porchlight', product: 'Porchlight', language: 'EN' } });
  if (options.method === 'publish') calendar.method(ICalCalendarMethod.PUBLISH);
  for (const a of list) {
    const description = options.leadView
      ? `With ${options.leadView.agentName}`
      : [a.leadNames.length ? `With ${a.leadNames.join(', ')}` : '', a.notes].filter(Boolean).join('\n\n');
    calendar.createEvent({
      id: appointmentUid(a.id),
      start: a.startsAt,
      end: a.endsAt,
      summary: options.leadView ? APPOINTMENT_TYPE_LABELS[a.type] : a.title,
      description: description || undefined,
      location: a.location ?? undefined,
      sequence: a.sequence,
      status: a.status === 'cancelled' || a.status === 'rescheduled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      created: a.createdAt,
      lastModified: a.updatedAt,
      stamp: a.updatedAt,
      url: options.url?.(a.id),
    });
  }
  return calendar.toString();
}
