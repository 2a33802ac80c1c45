import { buildCsv } from '../export/csv';
import { bucketLabel, type BucketUnit } from './analytics-period';
import type { ChartColumn, ChartResponse, ChartRow } from './analytics-charts';

/** One aggregated SQL row: a bucket start, a category and its count. */
export type BucketCount = { bucket: string; key: string; count: number };

/** Sources beyond the five largest are drawn together as "Other", so a legend stays readable. */
export const TOP_CATEGORIES = 5;
export const OTHER_KEY = 'other';
export const OTHER_LABEL = 'Other';

/** The `limit` largest categories by total, largest first (ties by name); the rest fold into Other. */
export function topCategories(rows: readonly BucketCount[], limit = TOP_CATEGORIES): string[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.key, (totals.get(r.key) ?? 0) + r.count);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  return ranked.length <= limit ? ranked : ranked.slice(0, limit - 1);
}

/**
 * Long rows (bucket, key, count) into one wide row per bucket, every bucket and every series
 * present (gaps are 0). Keys not among `keys` add to Other when `keys` leaves some out.
 */
export function pivotSeries(
  buckets: readonly string[],
  unit: BucketUnit,
  rows: readonly BucketCount[],
  keys: readonly string[],
): ChartRow[] {
  const wide = new Map<string, ChartRow>(
    buckets.map((b) => [b, { period: bucketLabel(b, unit), start: b, ...Object.fromEntries(keys.map((k) => [k, 0])) }]),
  );
  const hasOther = rows.some((r) => !keys.includes(r.key));
  if (hasOther) for (const row of wide.values()) row[OTHER_KEY] = 0;
  for (const r of rows) {
    const row = wide.get(r.bucket);
    if (!row) continue;
    const key = keys.includes(r.key) ? r.key : OTHER_KEY;
    row[key] = (row[key] as number) + r.count;
  }
  return [...wide.values()];
}

/** Qualified as a share of new leads, in whole percent with one decimal; null when there were none. */
export function conversionRate(qualified: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((qualified / total) * 1000) / 10;
}

const PERIOD_START: ChartColumn = { key: 'start', label: 'Period start' };

/**
 * A chart's table as CSV: one header line of the column labels, one line per row (formulas
 * neutralised). A time series leads with each period's first day, so a spreadsheet can sort it.
 */
export function chartCsv(chart: Pick<ChartResponse, 'columns' | 'rows'>): string {
  const cell = (v: ChartRow[string] | undefined) => (v === null || v === undefined ? '' : String(v));
  const isSeries = chart.columns[0]?.key === 'period' && chart.rows.every((r) => typeof r.start === 'string');
  const columns = isSeries ? [PERIOD_START, ...chart.columns.slice(1)] : chart.columns;
  return buildCsv(
    columns.map((c) => c.label),
    chart.rows.map((row) => columns.map((c) => cell(row[c.key]))),
  );
}

/** "lead-conversion-2026-01-01-to-2026-03-31.csv" */
export const chartCsvFileName = (chart: string, from: string, to: string) => `${chart}-${from}-to-${to}.csv`;
