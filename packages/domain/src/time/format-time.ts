const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type DateInput = Date | string | number | null | undefined;

/** "3:05 PM" from the date's local hours and minutes; no Intl, so every runtime agrees. */
export function formatClockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = date.getMinutes();
  const period = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/**
 * Spec 001 §5: "Just now" under a minute, "Nm ago" under an hour, the clock time under a day,
 * "Nd ago" beyond. A date in the future (clock skew) counts as "Just now".
 */
export function formatRelativeTime(input: DateInput, now: Date = new Date()): string {
  if (input === null || input === undefined || input === '') return 'Unknown';
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return 'Invalid date';

  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return formatClockTime(date);
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A history line's time, in words: "just now", "5 minutes ago", "3 hours ago", "3 days ago",
 * and the date ("Oct 2, 2025") from 30 days on.
 */
export function formatTimeAgo(input: DateInput, now: Date = new Date()): string {
  if (input === null || input === undefined || input === '') return 'Unknown';
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 30 * DAY_MS) return plural(Math.floor(elapsed / DAY_MS), 'day');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
