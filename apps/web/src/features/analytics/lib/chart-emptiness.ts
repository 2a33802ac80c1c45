import type { ChartKind, ChartResponse } from '@porchlight/domain/analytics/analytics-charts';

const isBlank = (value: unknown) => value === null || value === undefined || value === 0;

/**
 * Whether a chart would draw nothing, so the card says so instead of showing bare axes
 * (issue 46). A line chart draws only its last column (the rate, the average): counts beside it
 * with no figure to draw still leave the picture empty.
 */
export function isChartEmpty(kind: ChartKind, data: Pick<ChartResponse, 'columns' | 'rows'>): boolean {
  const drawn = kind === 'line' ? data.columns.slice(-1) : data.columns.slice(1);
  return drawn.length === 0 || data.rows.every((row) => drawn.every((c) => isBlank(row[c.key])));
}
