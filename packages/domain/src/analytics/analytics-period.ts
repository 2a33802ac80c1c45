import { z } from 'zod';
import { OUT_OF_RANGE_DATE_MESSAGE, isCalendarDate, isDateInRange } from '../time/calendar-date';

/** The period presets every plan has; a custom from/to range needs advanced analytics. */
export const PERIOD_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD: PeriodPreset = '30d';

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
};

/** A bucket is a day, an ISO week (from Monday) or a calendar month, all in UTC (as date_trunc). */
export const BUCKET_UNITS = ['day', 'week', 'month'] as const;
export type BucketUnit = (typeof BUCKET_UNITS)[number];

/** The longest custom range (two years of months), so one chart never draws thousands of bars. */
export const MAX_RANGE_DAYS = 731;
/** Custom ranges up to this many days are drawn by day, up to the next by week, else by month. */
export const DAILY_UP_TO_DAYS = 31;
export const WEEKLY_UP_TO_DAYS = 183;

const DAY_MS = 86_400_000;

export type ResolvedPeriod = {
  /** First day included, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  to: string;
  bucket: BucketUnit;
  /** True for a from/to range the agent chose (an advanced analytics feature). */
  custom: boolean;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** GET /api/analytics/charts/:chart?period=30d or ?from=2026-01-01&to=2026-03-31. */
export const AnalyticsQuerySchema = z
  .object({
    period: z.enum(PERIOD_PRESETS, { error: `must be one of ${PERIOD_PRESETS.join(', ')}` }).optional(),
    from: z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)').refine(isDateInRange, OUT_OF_RANGE_DATE_MESSAGE).optional(),
    to: z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)').refine(isDateInRange, OUT_OF_RANGE_DATE_MESSAGE).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from !== !q.to)
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'give both from and to for a custom range' });
    if (q.from && q.to) {
      const days = (dayMs(q.to) - dayMs(q.from)) / DAY_MS + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
      else if (days > MAX_RANGE_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `a range may cover at most ${MAX_RANGE_DAYS} days` });
    }
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** The bucket a range of `days` days is drawn with. */
export function bucketForDays(days: number): BucketUnit {
  if (days <= DAILY_UP_TO_DAYS) return 'day';
  if (days <= WEEKLY_UP_TO_DAYS) return 'week';
  return 'month';
}

/** A preset ends today (UTC) and counts back; 12 months start on the first of the month 11 months ago. */
export function resolvePeriod(query: AnalyticsQuery, now: Date): ResolvedPeriod {
  if (query.from && query.to) {
    const days = (dayMs(query.to) - dayMs(query.from)) / DAY_MS + 1;
    return { from: query.from, to: query.to, bucket: bucketForDays(days), custom: true };
  }
  const preset = query.period ?? DEFAULT_PERIOD;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = isoDay(today);
  if (preset === '12m')
    return { from: isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)), to, bucket: 'month', custom: false };
  const days = Number(preset.slice(0, -1));
  return { from: isoDay(today - (days - 1) * DAY_MS), to, bucket: days <= 30 ? 'day' : 'week', custom: false };
}

/** The start of the bucket holding a day, as PostgreSQL's date_trunc gives it (weeks from Monday). */
export function bucketStart(iso: string, unit: BucketUnit): string {
  const d = new Date(dayMs(iso));
  if (unit === 'month') return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  if (unit === 'week') return isoDay(dayMs(iso) - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  return iso;
}

/** Every bucket start from the one holding `from` to the one holding `to`: the chart's x axis, gaps included. */
export function bucketStarts(from: string, to: string, unit: BucketUnit): string[] {
  const starts: string[] = [];
  const last = bucketStart(to, unit);
  let cursor = bucketStart(from, unit);
  while (cursor <= last) {
    starts.push(cursor);
    const d = new Date(dayMs(cursor));
    cursor =
      unit === 'month'
        ? isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
        : isoDay(dayMs(cursor) + (unit === 'week' ? 7 : 1) * DAY_MS);
  }
  return starts;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 23" for a day or week (its Monday), "Nov 2026" for a month. */
export function bucketLabel(start: string, unit: BucketUnit): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  if (unit === 'month') return `${month} ${y}`;
  return unit === 'week' ? `Week of ${month} ${d}` : `${month} ${d}`;
}
