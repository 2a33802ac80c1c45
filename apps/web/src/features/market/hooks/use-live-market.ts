import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_UPDATE_KIND, parseBookChange } from '@porchlight/domain/realtime/book-change';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { marketKey } from '../api/get-market-areas';

/** While /market is open, a change to the agent's properties (an edit, an import) reloads its figures. */
export function useLiveMarket() {
  const queryClient = useQueryClient();
  const reload = () => void reloadQueries(queryClient, marketKey);
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, (data) => {
    if (parseBookChange(data)?.entity === 'properties') reload();
  });
  useRealtimeOpened(reload);
}
