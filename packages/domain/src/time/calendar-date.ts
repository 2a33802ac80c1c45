// A calendar date as the API and the database keep it: YYYY-MM-DD, a real day, within years any
// listing, sale or open house can have. PostgreSQL has no year 0, so "0000-01-01" must never
// reach it (it would be a 500, not a 400).

export const DATE_YEAR_MIN = 1800;
export const DATE_YEAR_MAX = 2200;
export const OUT_OF_RANGE_DATE_MESSAGE = `Use a date between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`;

/** True for a YYYY-MM-DD string naming a day that exists. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** True when the date's year is one we keep (see DATE_YEAR_MIN and DATE_YEAR_MAX). */
export function isDateInRange(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}
