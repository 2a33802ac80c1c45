import ICAL from 'ical.js';
import { instant } from './busy-times.ts';

/** What an agent may have changed on one of Porchlight's events in their own calendar app. */
export type CalendarEventFields = { start: Date; end: Date; summary: string | null; location: string | null };

/**
 * The event `uid` (its master, not a moved occurrence) as a calendar server now keeps it, read with
 * ical.js; undefined when the text does not parse or holds no such event. A time without a zone is
 * on the agent's clock, as their calendar app shows it.
 */
export function readCalendarEvent(ics: string, uid: string, agentZone: string): CalendarEventFields | undefined {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch {
    return undefined;
  }
  const component = calendar
    .getAllSubcomponents('vevent')
    .find((c) => c.getFirstPropertyValue('uid') === uid && !c.hasProperty('recurrence-id'));
  if (!component) return undefined;
  const event = new ICAL.Event(component);
  if (!event.startDate) return undefined;
  const start = instant(event.startDate, agentZone);
  const seconds = event.endDate ? Math.max(event.endDate.subtractDate(event.startDate).toSeconds(), 0) : 0;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return { start, end: new Date(start.getTime() + seconds * 1000), summary: text(event.summary), location: text(event.location) };
}
