import ICAL from 'ical.js';
import { isTimeZone } from '@porchlight/domain/notifications/notification-preferences';
import { zonedTimeToUtc } from '@porchlight/domain/automations/zoned-time';

// When the agent is busy, read from their own calendar's events (issue 53): the booking page
// offers only slots that miss these. Parsed with Mozilla's ical.js.

export type BusyTime = { start: Date; end: Date };

/** Occurrences of one recurring event looked at, at most (a daily event over a year is 366). */
const MAX_OCCURRENCES = 1_000;

/**
 * An iCalendar time as an instant: UTC as is; a TZID that names an IANA zone (what iCloud, Google
 * and Outlook write) through that zone; a floating time or a whole day on the agent's clock.
 */
export function instant(time: ICAL.Time, agentZone: string): Date {
  // ical.js keeps a TZID it has no VTIMEZONE for as `timezone` (untyped in its declarations).
  const named = (time as unknown as { timezone?: string }).timezone;
  if (time.zone === ICAL.Timezone.utcTimezone || named === 'Z') return time.toJSDate();
  const tzid = named ?? (time.zone as { tzid?: string } | null)?.tzid;
  const zone = tzid && tzid !== 'floating' && isTimeZone(tzid) ? tzid : agentZone;
  return zonedTimeToUtc(
    { year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute },
    zone,
  );
}

/**
 * The busy stretches in [from, to) of these calendar objects: each event and each occurrence of a
 * repeating one, except those marked free (TRANSP:TRANSPARENT) or cancelled. A text that does not
 * parse is skipped: one broken event must not hide the others.
 */
export function busyTimes(
  icsTexts: string[],
  from: Date,
  to: Date,
  agentZone: string,
  /** Events to leave out by their UID (Porchlight's own appointments, which the booking page knows already). */
  skip: (uid: string) => boolean = () => false,
): BusyTime[] {
  const busy: BusyTime[] = [];
  for (const text of icsTexts) {
    let calendar: ICAL.Component;
    try {
      calendar = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue;
    }
    const events = calendar.getAllSubcomponents('vevent');
    // A moved or cancelled occurrence (RECURRENCE-ID) is applied through its master's iterator.
    const isException = (c: ICAL.Component) => c.hasProperty('recurrence-id');
    for (const component of events.filter((c) => !isException(c) && !skip(String(c.getFirstPropertyValue('uid') ?? '')))) {
      const exceptions = events.filter((c) => isException(c) && c.getFirstPropertyValue('uid') === component.getFirstPropertyValue('uid'));
      const event = new ICAL.Event(component, { exceptions: exceptions.map((c) => new ICAL.Event(c)), strictExceptions: false });
      const add = (item: ICAL.Component | ICAL.Event, startTime: ICAL.Time, endTime: ICAL.Time) => {
        const c = item instanceof ICAL.Event ? item.component : item;
        if (String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') return;
        if (String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return;
        const start = instant(startTime, agentZone);
        const end = new Date(start.getTime() + Math.max(endTime.subtractDate(startTime).toSeconds(), 0) * 1000);
        if (end > from && start < to) busy.push({ start, end });
      };
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate);
        continue;
      }
      const occurrences = event.iterator();
      for (let n = 0, next = occurrences.next(); next && n < MAX_OCCURRENCES; n++, next = occurrences.next()) {
        if (instant(next, agentZone) >= to) break;
        const details = event.getOccurrenceDetails(next);
        add(details.item, details.startDate, details.endDate);
      }
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}
