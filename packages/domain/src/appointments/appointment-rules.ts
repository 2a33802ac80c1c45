import { addCalendarDays, zonedParts, zonedTimeToUtc } from '../automations/zoned-time.ts';
import { APPOINTMENT_TYPE_LABELS, type AppointmentType } from './appointment-schemas.ts';

// Pure rules of appointments: when a reminder goes out, where a lead's stage moves, which weeks
// the dashboard compares, what a reminder says and what a lead's reply means.

/**
 * A reminder booked too late for its moment still goes out at once while the appointment is at
 * least this far off; closer than that it would only be noise.
 */
export const LATE_REMINDER_MIN_MINUTES = 30;

/**
 * When the reminder `minutesBefore` the start goes out, judged at `now`: at its moment, at once
 * when that moment has passed but the start is still LATE_REMINDER_MIN_MINUTES away, else never
 * (null; also for 0, no reminder).
 */
export function reminderTime(startsAt: Date, minutesBefore: number, now: Date): Date | null {
  if (minutesBefore <= 0) return null;
  const at = new Date(startsAt.getTime() - minutesBefore * 60_000);
  if (at.getTime() >= now.getTime()) return at;
  return startsAt.getTime() - now.getTime() >= LATE_REMINDER_MIN_MINUTES * 60_000 ? now : null;
}

/**
 * The stage an appointment's rule moves a lead to, or null: only forward on the board (a lead
 * under contract who books one more showing stays under contract), and never to where it is.
 */
export function stageToMoveTo(current: { position: number } | null, target: { id: string; position: number } | null): string | null {
  if (!target) return null;
  if (current && current.position >= target.position) return null;
  return target.id;
}

export type Week = { from: Date; to: Date };

/** This week and last, each Monday 00:00 to the next Monday 00:00 on the wall clock of `timeZone`. */
export function appointmentWeeks(now: Date, timeZone: string): { thisWeek: Week; lastWeek: Week } {
  const p = zonedParts(now, timeZone);
  const sinceMonday = (p.weekday + 6) % 7;
  const monday = addCalendarDays(p, -sinceMonday);
  const at = (d: { year: number; month: number; day: number }) => zonedTimeToUtc({ ...d, hour: 0, minute: 0 }, timeZone);
  const from = at(monday);
  return {
    thisWeek: { from, to: at(addCalendarDays(monday, 7)) },
    lastWeek: { from: at(addCalendarDays(monday, -7)), to: from },
  };
}

/** "Showing: Dana Reyes" (and "+2" when more leads come). */
export function appointmentTitle(type: AppointmentType, leadNames: string[]): string {
  const label = APPOINTMENT_TYPE_LABELS[type];
  const [first, ...rest] = leadNames;
  if (!first) return label;
  return `${label}: ${first}${rest.length ? ` +${rest.length}` : ''}`;
}

/** "Tue, Dec 1, 3:00 PM CST": the appointment's time on its own clock, as a lead reads it. */
export function formatAppointmentTime(startsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(startsAt)
    .replace(/[\u202f\u00a0]/g, ' '); // newer ICU puts a narrow no-break space before PM: a text keeps plain ones
}

export type ReminderDetails = {
  type: AppointmentType;
  startsAt: Date;
  timeZone: string;
  location: string | null;
  agentName: string;
};

/** The text a lead gets before the appointment: what, when, where, with whom, and how to answer. */
export function leadReminderText(a: ReminderDetails): string {
  const what = APPOINTMENT_TYPE_LABELS[a.type].toLowerCase();
  const where = a.location ? ` at ${a.location}` : '';
  return `Reminder: your ${what} with ${a.agentName} is ${formatAppointmentTime(a.startsAt, a.timeZone)}${where}. Reply C to confirm or R to ask to move it.`;
}

/** The text a lead gets when they booked on the agent's page. */
export function bookingConfirmationText(a: ReminderDetails): string {
  const what = APPOINTMENT_TYPE_LABELS[a.type].toLowerCase();
  const where = a.location ? ` at ${a.location}` : '';
  return `You're booked: a ${what} with ${a.agentName} on ${formatAppointmentTime(a.startsAt, a.timeZone)}${where}. Reply R if you need to move it.`;
}

export const leadReminderSubject = (a: Pick<ReminderDetails, 'type' | 'startsAt' | 'timeZone'>) =>
  `Reminder: ${APPOINTMENT_TYPE_LABELS[a.type]} on ${formatAppointmentTime(a.startsAt, a.timeZone)}`;

const CONFIRM = /^(c|y|yes|yep|ok|okay|confirm|confirmed|see you( then| there)?)\b/i;
const MOVE = /^(r|reschedule|move|change)\b|can'?t make it|cannot make it|another (time|day)|\breschedule\b/i;

/**
 * What a lead's reply to a reminder says: "C", "yes", "confirm" confirm it; "R", "reschedule",
 * "can't make it" ask to move it; anything else is an ordinary message (null). A reply is read
 * from its first line only, so a quoted e-mail below it says nothing.
 */
export function readLeadReply(text: string): 'confirmed' | 'asked_to_move' | null {
  const first = (text.trim().split(/\r?\n/)[0] ?? '').trim().replace(/[.!]+$/, '');
  if (!first) return null;
  if (MOVE.test(first)) return 'asked_to_move';
  if (CONFIRM.test(first)) return 'confirmed';
  return null;
}
