import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import { apiFetch } from '@/lib/api-client';
import { propertiesKey } from './get-properties';

export const propertyHistoryKey = (id: string) => [...propertiesKey, 'history', id] as const;

export function getPropertyHistory(id: string, before: string | null, signal?: AbortSignal): Promise<HistoryResponse> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<HistoryResponse>(`/api/properties/${encodeURIComponent(id)}/history${query}`, { signal });
}

/** The property's history from the event log, newest first, a page at a time. */
export const getPropertyHistoryQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: propertyHistoryKey(id),
    queryFn: ({ pageParam, signal }) => getPropertyHistory(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });

export function usePropertyHistory(id: string) {
  return useInfiniteQuery(getPropertyHistoryQueryOptions(id));
}
