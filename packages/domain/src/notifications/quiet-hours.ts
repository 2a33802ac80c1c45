import type { QuietHours } from './notification-preferences';

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes since midnight of `at` on the wall clock of `timeZone` (an IANA name). */
export function minutesOfDayIn(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/**
 * Whether `at` falls inside the quiet hours, read on the agent's own clock. The window includes
 * its start and excludes its end; 22:00–07:00 wraps past midnight. Equal start and end is an
 * empty window (nothing held back).
 */
export function isQuietTime(quietHours: QuietHours, at: Date, timeZone: string): boolean {
  if (!quietHours.enabled) return false;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return false;
  const now = minutesOfDayIn(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
