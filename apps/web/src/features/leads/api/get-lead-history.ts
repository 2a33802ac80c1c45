import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

export const leadHistoryKey = (id: string) => [...leadsKey, 'history', id] as const;

export function getLeadHistory(id: string, before: string | null, signal?: AbortSignal): Promise<HistoryResponse> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<HistoryResponse>(`/api/leads/${encodeURIComponent(id)}/history${query}`, { signal });
}

/** The lead's changes from the event log, newest first, a page at a time. */
export const getLeadHistoryQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: leadHistoryKey(id),
    queryFn: ({ pageParam, signal }) => getLeadHistory(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });

export function useLeadHistory(id: string) {
  return useInfiniteQuery(getLeadHistoryQueryOptions(id));
}
