import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsChart, ChartResponse } from '@porchlight/domain/analytics/analytics-charts';
import type { AnalyticsQuery } from '@porchlight/domain/analytics/analytics-period';
import { apiFetch } from '@/lib/api-client';

export const analyticsKey = ['analytics'] as const;

const queryString = (range: AnalyticsQuery) => {
  const params = new URLSearchParams();
  if (range.from && range.to) {
    params.set('from', range.from);
    params.set('to', range.to);
  } else if (range.period) params.set('period', range.period);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const getChart = (chart: AnalyticsChart, range: AnalyticsQuery, signal?: AbortSignal) =>
  apiFetch<ChartResponse>(`/api/analytics/charts/${chart}${queryString(range)}`, { signal });

export const getChartQueryOptions = (chart: AnalyticsChart, range: AnalyticsQuery) =>
  queryOptions({ queryKey: [...analyticsKey, chart, range], queryFn: ({ signal }) => getChart(chart, range, signal) });

/** One chart's table; a locked chart is never asked for (`enabled` false), so no 402 toast. */
export const useChart = (chart: AnalyticsChart, range: AnalyticsQuery, enabled: boolean) =>
  useQuery({ ...getChartQueryOptions(chart, range), enabled, placeholderData: keepPreviousData });
