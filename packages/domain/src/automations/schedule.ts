import { addCalendarDays, zonedParts, zonedTimeToUtc } from './zoned-time';

export const WAIT_UNITS = ['minutes', 'hours', 'days'] as const;
export type WaitUnit = (typeof WAIT_UNITS)[number];

/** The longest wait a step may ask for (a year), so a typo cannot park a run forever. */
export const WAIT_MAX_DAYS = 365;
export const WAIT_MAX: Record<WaitUnit, number> = { minutes: WAIT_MAX_DAYS * 24 * 60, hours: WAIT_MAX_DAYS * 24, days: WAIT_MAX_DAYS };

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "HH:MM", 24-hour. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const parseClockTime = (time: string) => {
  const m = CLOCK_TIME.exec(time);
  if (!m) throw new Error(`Not a time of day: ${time}`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
};

/**
 * When a wait of `amount` `unit` started at `from` ends. Minutes and hours are elapsed time;
 * days keep the wall-clock time in the agent's zone (a 9:00 start ends at 9:00, across DST).
 */
export function waitEndsAt(from: Date, amount: number, unit: WaitUnit, timeZone: string): Date {
  if (unit === 'minutes') return new Date(from.getTime() + amount * 60_000);
  if (unit === 'hours') return new Date(from.getTime() + amount * 3_600_000);
  const p = zonedParts(from, timeZone);
  const day = addCalendarDays(p, amount);
  const at = zonedTimeToUtc({ ...day, hour: p.hour, minute: p.minute }, timeZone);
  return new Date(at.getTime() + p.second * 1000 + (from.getTime() % 1000));
}

/**
 * The first moment strictly after `from` when the wall clock in `timeZone` reads `time` on
 * `weekday` (0 = Sunday): "next Monday 9:00", "every Monday 8:00".
 */
export function nextWeekdayAt(from: Date, weekday: number, time: string, timeZone: string): Date {
  const { hour, minute } = parseClockTime(time);
  const p = zonedParts(from, timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addCalendarDays(p, ahead);
    const dow = (p.weekday + ahead) % 7;
    if (dow !== weekday) continue;
    const at = zonedTimeToUtc({ ...day, hour, minute }, timeZone);
    if (at.getTime() > from.getTime()) return at;
  }
  // Only reached when today is the weekday and the time has passed: a week on.
  return zonedTimeToUtc({ ...addCalendarDays(p, 7), hour, minute }, timeZone);
}

/** How a wait reads in the editor and the run history. */
export function describeWait(amount: number, unit: WaitUnit): string {
  const single = unit.slice(0, -1);
  return `Wait ${amount} ${amount === 1 ? single : unit}`;
}
export const describeWeekdayAt = (weekday: number, time: string) => `${WEEKDAY_NAMES[weekday] ?? '?'} at ${time}`;
