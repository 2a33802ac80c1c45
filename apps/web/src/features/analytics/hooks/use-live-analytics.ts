import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_UPDATE_KIND } from '@porchlight/domain/realtime/book-change';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { analyticsKey } from '../api/get-chart';

/** While the Analytics tab is open, a change to the agent's book (here or elsewhere) redraws its charts. */
export function useLiveAnalytics() {
  const queryClient = useQueryClient();
  const reload = () => void reloadQueries(queryClient, analyticsKey);
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, reload);
  useRealtimeOpened(reload);
}
