import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityFeedResponse } from '@porchlight/domain/dashboard/activity-feed';
import type { DashboardMetricsResponse } from '@porchlight/domain/dashboard/dashboard-metrics';
import type { DashboardPeriod } from '@porchlight/domain/dashboard/dashboard-period';
import type { DashboardTodayResponse } from '@porchlight/domain/dashboard/dashboard-today';
import { apiFetch } from '@/lib/api-client';

export const dashboardKey = ['dashboard'] as const;

/** GET /api/dashboard/metrics?period= (spec 001 §7; prefetched at start for period day). */
export const getDashboardMetricsQueryOptions = (period: DashboardPeriod) =>
  queryOptions<DashboardMetricsResponse>({
    queryKey: [...dashboardKey, 'metrics', period],
    queryFn: ({ signal }) => apiFetch(`/api/dashboard/metrics?period=${period}`, { signal }),
    staleTime: 30_000,
  });

// Changing period keeps the previous figures on screen until the new ones arrive.
export const useDashboardMetrics = (period: DashboardPeriod) => useQuery({ ...getDashboardMetricsQueryOptions(period), placeholderData: keepPreviousData });

export const useDashboardToday = () =>
  useQuery<DashboardTodayResponse>({
    queryKey: [...dashboardKey, 'today'],
    queryFn: ({ signal }) => apiFetch('/api/dashboard/today', { signal }),
    // Due dates pass and leads go quiet without any event: look again each minute.
    refetchInterval: 60_000,
  });

export const useActivityFeed = () =>
  useInfiniteQuery({
    queryKey: [...dashboardKey, 'activity'],
    queryFn: ({ signal, pageParam }) => apiFetch<ActivityFeedResponse>(`/api/dashboard/activity${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
