import { useInfiniteQuery } from '@tanstack/react-query';
import { eventHistoryQueryOptions } from '@/lib/event-history-query';
import { leadsKey } from './get-leads';

export const leadHistoryKey = (id: string) => [...leadsKey, 'history', id] as const;

/**
 * The lead's field changes from the event log, newest first, a page at a time. Its creation and
 * status changes are on the Activity timeline beside it, so they are not repeated here.
 */
export const getLeadHistoryQueryOptions = (id: string) =>
  eventHistoryQueryOptions(leadHistoryKey(id), `/api/leads/${encodeURIComponent(id)}/history`, ['lead.updated']);

export function useLeadHistory(id: string) {
  return useInfiniteQuery(getLeadHistoryQueryOptions(id));
}
