import { z } from 'zod';
import { CLOCK_TIME } from './schedule';
import { addCalendarDays, zonedParts, zonedTimeToUtc } from './zoned-time';

// "A date field arrives": a lead's birthday or purchase (closing) anniversary each year, or a
// property's open house date, some days before, on, or after it, at a time of day in the agent's
// zone. The minute tick asks `dateTriggerDue` what to look for now; the database finds the records.

export const DATE_FIELDS = ['lead_birthday', 'lead_purchase_anniversary', 'property_open_house'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

export const DATE_FIELD_LABELS: Record<DateField, string> = {
  lead_birthday: "A lead's birthday",
  lead_purchase_anniversary: "A lead's purchase anniversary",
  property_open_house: "A property's open house",
};

export const DATE_WHEN = ['before', 'on', 'after'] as const;
export type DateWhen = (typeof DATE_WHEN)[number];
export const DATE_OFFSET_MAX_DAYS = 60;

/** Birthdays and anniversaries come back every year; an open house is one date. */
export const isYearly = (field: DateField) => field !== 'property_open_house';
/** Property dates have no lead of their own: the flow runs for the leads with a tag. */
export const isPropertyField = (field: DateField) => field === 'property_open_house';

export const DateTriggerConfigSchema = z
  .object({
    kind: z.literal('date_arrives'),
    field: z.enum(DATE_FIELDS, { error: 'pick a birthday, purchase anniversary or open house' }),
    when: z.enum(DATE_WHEN, { error: 'must be before, on or after' }).default('on'),
    days: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(DATE_OFFSET_MAX_DAYS, `must be at most ${DATE_OFFSET_MAX_DAYS}`)
      .default(0),
    time: z.string().regex(CLOCK_TIME, 'must be a time like 09:00').default('09:00'),
    lead_tag: z.string().trim().min(1, 'is required').max(40).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (isPropertyField(c.field) && !c.lead_tag)
      ctx.addIssue({ code: 'custom', path: ['lead_tag'], message: 'is required for a property date (the leads the flow runs for)' });
  });
export type DateTriggerConfig = z.infer<typeof DateTriggerConfigSchema>;

export type LocalDate = { year: number; month: number; day: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const formatLocalDate = (d: LocalDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** What the tick looks for: the occurrence date the field must land on, as "MM-DD"s for yearly fields. */
export type DateTriggerDue = { occurrence: string; year: number; monthDays: string[] };

/**
 * What a date trigger fires for now, or null before its time of day (in `timeZone`). The field
 * must fall `days` after today (before), today (on) or `days` before today (after). A 29 February
 * birthday or anniversary is kept on 28 February in other years. Each record fires once per
 * occurrence: the firing key is the trigger, the record and `occurrence`.
 */
export function dateTriggerDue(
  config: Pick<DateTriggerConfig, 'field' | 'when' | 'days' | 'time'>,
  now: Date,
  timeZone: string,
): DateTriggerDue | null {
  const p = zonedParts(now, timeZone);
  const [hour, minute] = config.time.split(':').map(Number) as [number, number];
  if (now.getTime() < zonedTimeToUtc({ year: p.year, month: p.month, day: p.day, hour, minute }, timeZone).getTime()) return null;
  const shift = config.when === 'before' ? config.days : config.when === 'after' ? -config.days : 0;
  const target = addCalendarDays(p, shift);
  const monthDay = `${pad(target.month)}-${pad(target.day)}`;
  const monthDays = isYearly(config.field) && monthDay === '02-28' && !isLeapYear(target.year) ? ['02-28', '02-29'] : [monthDay];
  return { occurrence: formatLocalDate(target), year: target.year, monthDays };
}

/** Whether a stored date (YYYY-MM-DD) is the field's occurrence `due` (the same rule as the SQL). */
export function dateMatches(field: DateField, stored: string, due: DateTriggerDue): boolean {
  if (!isYearly(field)) return stored === due.occurrence;
  // A yearly date starts counting the year after it: the purchase day itself is no anniversary.
  return Number(stored.slice(0, 4)) < due.year && due.monthDays.includes(stored.slice(5));
}

export function describeDateTrigger(config: DateTriggerConfig): string {
  const what = {
    lead_birthday: "a lead's birthday",
    lead_purchase_anniversary: "a lead's purchase anniversary",
    property_open_house: "a property's open house",
  }[config.field];
  const offset =
    config.when === 'on' || config.days === 0
      ? `On ${what}`
      : `${config.days} ${config.days === 1 ? 'day' : 'days'} ${config.when} ${what}`;
  return `${offset} at ${config.time}${config.lead_tag && isPropertyField(config.field) ? ` (leads tagged "${config.lead_tag}")` : ''}`;
}
