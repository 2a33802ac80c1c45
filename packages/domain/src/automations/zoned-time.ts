// Wall-clock arithmetic in an IANA time zone, with Intl only (the domain imports no I/O).

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const isTimeZone = (timeZone: string) => {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The wall clock in `timeZone` at `at` (weekday 0 = Sunday). */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

/** Minutes the zone is ahead of UTC at `at`. */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant the wall clock in `timeZone` reads the given date and time. A time skipped by a
 * spring-forward change lands just after the gap (2:30 becomes 3:30); a time that happens twice
 * in autumn is the first of the two.
 */
export function zonedTimeToUtc(local: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The two offsets around the wanted wall time; try the earlier first.
  const before = zoneOffsetMinutes(new Date(wall - 36 * 3_600_000), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + 36 * 3_600_000), timeZone);
  for (const offset of [...new Set([before, after])].sort((a, b) => b - a)) {
    const candidate = new Date(wall - offset * 60_000);
    const p = zonedParts(candidate, timeZone);
    if (p.year === local.year && p.month === local.month && p.day === local.day && p.hour === local.hour && p.minute === local.minute)
      return candidate;
  }
  // In the gap: the wall time never happens; move forward by the gap.
  return new Date(wall - before * 60_000);
}

/** The calendar date `days` after the given one (month and year roll over). */
export function addCalendarDays(d: { year: number; month: number; day: number }, days: number) {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}
