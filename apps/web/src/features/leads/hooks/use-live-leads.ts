import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_UPDATE_KIND, parseBookChange } from '@porchlight/domain/realtime/book-change';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { leadsKey } from '../api/get-leads';

/** A change to the agent's leads made elsewhere (another device, an import) reloads the open lists. */
export function LiveLeads() {
  const queryClient = useQueryClient();
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, (data) => {
    if (parseBookChange(data)?.entity === 'leads') void reloadQueries(queryClient, leadsKey);
  });
  // What changed while the stream was not open (or just before it opened) is reloaded too.
  useRealtimeOpened(() => void reloadQueries(queryClient, leadsKey));
  return null;
}
