import { z } from 'zod';
import { BUCKET_UNITS } from './analytics-period';

/** The analytics charts, in the order the Analytics tab shows them. */
export const ANALYTICS_CHARTS = [
  'leads-by-source',
  'leads-by-status',
  'lead-conversion',
  'properties-by-status',
  'days-on-market',
  'messages',
  'automation-runs',
] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

/** The deeper charts the plan feature advancedAnalytics unlocks (with custom ranges and CSV). */
export const ADVANCED_CHARTS: readonly AnalyticsChart[] = ['lead-conversion', 'days-on-market', 'automation-runs'];
export const ADVANCED_ANALYTICS_FEATURE = 'advancedAnalytics' as const;

export const isAnalyticsChart = (v: string): v is AnalyticsChart => (ANALYTICS_CHARTS as readonly string[]).includes(v);
export const isAdvancedChart = (chart: AnalyticsChart) => ADVANCED_CHARTS.includes(chart);

export type ChartKind = 'stacked-bar' | 'bar' | 'line' | 'pie';

export type ChartInfo = { title: string; description: string; kind: ChartKind };

export const CHART_INFO: Record<AnalyticsChart, ChartInfo> = {
  'leads-by-source': {
    title: 'New leads by source',
    description: 'Leads added in each period, by where they came from.',
    kind: 'stacked-bar',
  },
  'leads-by-status': {
    title: 'New leads by status',
    description: 'Leads added in each period, by their status today (hot, warm, cold).',
    kind: 'stacked-bar',
  },
  'lead-conversion': {
    title: 'New-to-qualified conversion',
    description: 'Of the leads added in each period, the share now qualified or pre-qualified.',
    kind: 'line',
  },
  'properties-by-status': { title: 'Properties by status', description: 'Your whole book today, by status.', kind: 'pie' },
  'days-on-market': {
    title: 'Average days on market',
    description: 'For the listings that came on the market in each period: days to the sale, or to today while unsold.',
    kind: 'line',
  },
  messages: { title: 'Messages sent and received', description: 'Texts and e-mails you sent and those your leads sent you.', kind: 'bar' },
  'automation-runs': {
    title: 'Automation runs',
    description: 'Flow runs started in each period, by how they stand now.',
    kind: 'stacked-bar',
  },
};

/** A column of a chart's table (and CSV): the first is the label column, the rest are numbers. */
export const ChartColumnSchema = z.object({ key: z.string(), label: z.string() });
export type ChartColumn = z.infer<typeof ChartColumnSchema>;

export const ChartRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ChartRow = z.infer<typeof ChartRowSchema>;

/** Every chart answers the same shape: a table the chart, the table view and the CSV all read. */
export const ChartResponseSchema = z.object({
  chart: z.enum(ANALYTICS_CHARTS),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(BUCKET_UNITS).nullable(),
  /** columns[0] is the category (period or status); the others are series. */
  columns: z.array(ChartColumnSchema),
  rows: z.array(ChartRowSchema),
  /** Extra figures for the chart's caption (e.g. the whole period's conversion rate). */
  summary: z.record(z.string(), z.number().nullable()).default({}),
});
export type ChartResponse = z.infer<typeof ChartResponseSchema>;
