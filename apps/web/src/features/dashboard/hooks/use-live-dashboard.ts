import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startupPrefetchDelay } from '@porchlight/domain/layout/layout-constants';
import { DASHBOARD_UPDATE_KIND } from '@porchlight/domain/realtime/book-change';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { dashboardKey, getDashboardMetricsQueryOptions } from '../api/get-dashboard';

/**
 * Keeps the dashboard's figures live: a change to the book (dashboard_update, spec 001 §7) or a
 * message sent or received reloads them, and they are prefetched at start (period day), last of
 * the staggered startup prefetch.
 */
export function LiveDashboard() {
  const queryClient = useQueryClient();
  const refresh = () => void reloadQueries(queryClient, dashboardKey);
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, refresh);
  useRealtimeEvent(MESSAGE_REALTIME_KIND, refresh);
  useRealtimeOpened(refresh);
  useEffect(() => {
    const metrics = setTimeout(
      () => void queryClient.prefetchQuery(getDashboardMetricsQueryOptions('day')),
      startupPrefetchDelay('dashboardMetrics'),
    );
    return () => clearTimeout(metrics);
  }, [queryClient]);
  return null;
}
