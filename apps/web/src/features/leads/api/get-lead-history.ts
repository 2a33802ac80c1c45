import { useInfiniteQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { eventHistoryQueryOptions } from '@/lib/event-history-query';
import { leadsKey } from './get-leads';

export const leadHistoryKey = (id: string) => [...leadsKey, 'history', id] as const;

/**
 * The lead's changes from the event log (fields and stage, assignment, linked properties), newest
 * first, a page at a time. Its creation and status changes come with its activity, so they are
 * not asked for twice; the timeline shows both as one.
 */
export const getLeadHistoryQueryOptions = (id: string) =>
  eventHistoryQueryOptions(
    leadHistoryKey(id),
    (query, signal) => jsonOf(api.leads.leads[':id'].history.$get({ param: { id: encodeURIComponent(id) }, query }, { init: { signal } })),
    ['lead.updated', 'lead.assigned', 'lead.property_linked', 'lead.property_unlinked'],
  );

export function useLeadHistory(id: string) {
  return useInfiniteQuery(getLeadHistoryQueryOptions(id));
}
