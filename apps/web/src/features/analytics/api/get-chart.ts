import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsChart } from '@porchlight/domain/analytics/analytics-charts';
import type { AnalyticsQuery } from '@porchlight/domain/analytics/analytics-period';
import { api, jsonOf } from '@/lib/api';

export const analyticsKey = ['analytics'] as const;

const queryOf = (range: AnalyticsQuery) => {
  if (range.from && range.to) return { from: range.from, to: range.to };
  return range.period ? { period: range.period } : {};
};

export const getChart = (chart: AnalyticsChart, range: AnalyticsQuery, signal?: AbortSignal) =>
  jsonOf(api.analytics.analytics.charts[':chart'].$get({ param: { chart }, query: queryOf(range) }, { init: { signal } }));

export const getChartQueryOptions = (chart: AnalyticsChart, range: AnalyticsQuery) =>
  queryOptions({ queryKey: [...analyticsKey, chart, range], queryFn: ({ signal }) => getChart(chart, range, signal) });

/** One chart's table; a locked chart is never asked for (`enabled` false), so no 402 toast. */
export const useChart = (chart: AnalyticsChart, range: AnalyticsQuery, enabled: boolean) =>
  useQuery({ ...getChartQueryOptions(chart, range), enabled, placeholderData: keepPreviousData });
