import {
  ADVANCED_ANALYTICS_FEATURE,
  isAdvancedChart,
  type AnalyticsChart,
  type ChartColumn,
  type ChartResponse,
  type ChartRow,
} from '@porchlight/domain/analytics/analytics-charts';
import {
  bucketLabel,
  bucketStarts,
  resolvePeriod,
  type AnalyticsQuery,
  type ResolvedPeriod,
} from '@porchlight/domain/analytics/analytics-period';
import { OTHER_KEY, OTHER_LABEL, conversionRate, pivotSeries, topCategories } from '@porchlight/domain/analytics/chart-data';
import { FEATURE_LABELS, planUnlocking } from '@porchlight/domain/billing/plans';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@porchlight/domain/leads/lead-status';
import { propertyStatusChip } from '@porchlight/domain/properties/property-status';
import { HttpError } from '../../lib/http-errors.ts';
import type { AnalyticsRepository, Range, SeriesRow } from './analytics.repository.ts';

/** A lead counts as qualified when its qualification is one of these (lead model: qualification). */
export const QUALIFIED_VALUES = ['qualified', 'pre-qualified'] as const;

/** 402 naming the plan feature, as the limit guard names a limit: { error, feature, plan }. */
export class FeatureLockedError extends HttpError {
  constructor(readonly feature: typeof ADVANCED_ANALYTICS_FEATURE) {
    const plan = planUnlocking(feature);
    super(402, `${FEATURE_LABELS[feature]} is not included in your plan. It comes with the ${plan?.name ?? 'higher'} plan and above.`, {
      feature,
      plan: plan?.key ?? null,
    });
  }
}

type Deps = {
  repo: AnalyticsRepository;
  /** Whether the account's plan (with add-ons) switches advanced analytics on: billing, wired in compose. */
  hasAdvancedAnalytics: (userId: string) => Promise<boolean>;
  now?: () => Date;
};

const col = (key: string, label: string): ChartColumn => ({ key, label });
const PERIOD = col('period', 'Period');

export function createAnalyticsService({ repo, hasAdvancedAnalytics, now = () => new Date() }: Deps) {
  const seriesRows = (p: ResolvedPeriod, rows: SeriesRow[], map: (r: SeriesRow) => ChartRow): ChartRow[] =>
    rows.map((r) => ({ period: bucketLabel(r.bucket, p.bucket), start: r.bucket, ...map(r) }));

  const build: Record<
    AnalyticsChart,
    (userId: string, p: ResolvedPeriod, range: Range) => Promise<Omit<ChartResponse, 'chart' | 'from' | 'to'>>
  > = {
    'leads-by-source': async (_u, p, range) => {
      const counts = await repo.leadsBySource(range);
      const keys = topCategories(counts);
      const labels = new Map(counts.map((c) => [c.key, c.key === 'unknown' ? 'Unknown' : c.label]));
      // Column keys are s0, s1, ...: a source's own text never becomes a chart data key.
      const ids = new Map(keys.map((k, i) => [k, `s${i}`]));
      const wide = pivotSeries(bucketStarts(p.from, p.to, p.bucket), p.bucket, counts, keys).map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [ids.get(k) ?? k, v])),
      );
      const hasOther = wide.some((r) => OTHER_KEY in r);
      return {
        bucket: p.bucket,
        columns: [PERIOD, ...keys.map((k) => col(ids.get(k)!, labels.get(k)!)), ...(hasOther ? [col(OTHER_KEY, OTHER_LABEL)] : [])],
        rows: wide,
        summary: { total: counts.reduce((n, c) => n + c.count, 0) },
      };
    },
    'leads-by-status': async (_u, p, range) => {
      const counts = await repo.leadsByStatus(range);
      const keys = [...LEAD_STATUSES, 'none'];
      return {
        bucket: p.bucket,
        columns: [PERIOD, ...LEAD_STATUSES.map((s) => col(s, LEAD_STATUS_LABELS[s])), col('none', 'No status')],
        rows: pivotSeries(bucketStarts(p.from, p.to, p.bucket), p.bucket, counts, keys),
        summary: { total: counts.reduce((n, c) => n + c.count, 0) },
      };
    },
    'lead-conversion': async (_u, p, range) => {
      const rows = await repo.leadConversion(range, QUALIFIED_VALUES);
      const total = rows.reduce((n, r) => n + Number(r.total), 0);
      const qualified = rows.reduce((n, r) => n + Number(r.qualified), 0);
      return {
        bucket: p.bucket,
        columns: [PERIOD, col('total', 'New leads'), col('qualified', 'Qualified'), col('rate', 'Conversion (%)')],
        rows: seriesRows(p, rows, (r) => ({
          total: Number(r.total),
          qualified: Number(r.qualified),
          rate: conversionRate(Number(r.qualified), Number(r.total)),
        })),
        summary: { total, qualified, rate: conversionRate(qualified, total) },
      };
    },
    'properties-by-status': async (userId) => {
      const counts = await repo.propertiesByStatus(userId);
      return {
        bucket: null,
        columns: [col('status', 'Status'), col('count', 'Properties')],
        rows: counts.map((c) => ({ status: c.key === 'none' ? 'No status' : (propertyStatusChip(c.key)?.label ?? c.key), count: c.count })),
        summary: { total: counts.reduce((n, c) => n + c.count, 0) },
      };
    },
    'days-on-market': async (_u, p, range) => {
      const rows = await repo.daysOnMarket(range);
      return {
        bucket: p.bucket,
        columns: [PERIOD, col('listings', 'Listings'), col('average', 'Average days on market')],
        rows: seriesRows(p, rows, (r) => ({ average: r.average === null ? null : Number(r.average), listings: Number(r.listings) })),
        summary: {},
      };
    },
    messages: async (_u, p, range) => {
      const rows = await repo.messages(range);
      return {
        bucket: p.bucket,
        columns: [PERIOD, col('sent', 'Sent'), col('received', 'Received')],
        rows: seriesRows(p, rows, (r) => ({ sent: Number(r.sent), received: Number(r.received) })),
        summary: { sent: rows.reduce((n, r) => n + Number(r.sent), 0), received: rows.reduce((n, r) => n + Number(r.received), 0) },
      };
    },
    'automation-runs': async (_u, p, range) => {
      const rows = await repo.automationRuns(range);
      const keys = ['completed', 'in_progress', 'stopped', 'failed'] as const;
      return {
        bucket: p.bucket,
        columns: [
          PERIOD,
          col('completed', 'Completed'),
          col('in_progress', 'In progress'),
          col('stopped', 'Stopped'),
          col('failed', 'Failed'),
        ],
        rows: seriesRows(p, rows, (r) => Object.fromEntries(keys.map((k) => [k, Number(r[k])]))),
        summary: { total: rows.reduce((n, r) => n + keys.reduce((m, k) => m + Number(r[k]), 0), 0) },
      };
    },
  };

  return {
    /** What the Analytics tab may show: the plan's flag, so locked charts are not even asked for. */
    async access(userId: string) {
      return { advanced_analytics: await hasAdvancedAnalytics(userId) };
    },

    /** One chart's table for a period. Deeper charts and custom ranges need advanced analytics (402). */
    async chart(userId: string, chart: AnalyticsChart, query: AnalyticsQuery): Promise<ChartResponse> {
      const period = resolvePeriod(query, now());
      if ((isAdvancedChart(chart) || period.custom) && !(await hasAdvancedAnalytics(userId)))
        throw new FeatureLockedError(ADVANCED_ANALYTICS_FEATURE);
      const range: Range = { userId, from: period.from, to: period.to, unit: period.bucket };
      const built = await build[chart](userId, period, range);
      return { chart, from: period.from, to: period.to, ...built };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
