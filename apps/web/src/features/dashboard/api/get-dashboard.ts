import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@porchlight/domain/dashboard/dashboard-period';
import { api, jsonOf } from '@/lib/api';

export const dashboardKey = ['dashboard'] as const;

/** GET /api/dashboard/metrics?period= (spec 001 §7; prefetched at start for period day). */
export const getDashboardMetricsQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: [...dashboardKey, 'metrics', period],
    queryFn: ({ signal }) => jsonOf(api.dashboard.dashboard.metrics.$get({ query: { period } }, { init: { signal } })),
    staleTime: 30_000,
  });

// Changing period keeps the previous figures on screen until the new ones arrive.
export const useDashboardMetrics = (period: DashboardPeriod) =>
  useQuery({ ...getDashboardMetricsQueryOptions(period), placeholderData: keepPreviousData });

export const getDashboardTodayQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'today'],
    queryFn: ({ signal }) => jsonOf(api.dashboard.dashboard.today.$get({}, { init: { signal } })),
  });

export const useDashboardToday = () =>
  useQuery({
    ...getDashboardTodayQueryOptions(),
    // Due dates pass and leads go quiet without any event: look again each minute.
    refetchInterval: 60_000,
  });

export const getActivityFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...dashboardKey, 'activity'],
    queryFn: ({ signal, pageParam }) =>
      jsonOf(api.dashboard.dashboard.activity.$get({ query: pageParam ? { before: pageParam } : {} }, { init: { signal } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });

export const useActivityFeed = () => useInfiniteQuery(getActivityFeedQueryOptions());
