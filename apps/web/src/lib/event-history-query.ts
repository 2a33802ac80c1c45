import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import { apiFetch } from './api-client';

/** A record's history from the event log (`path` answers HistoryResponse), a page at a time. */
export const eventHistoryQueryOptions = (queryKey: QueryKey, path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiFetch<HistoryResponse>(pageParam ? `${path}?before=${encodeURIComponent(pageParam)}` : path, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: HistoryResponse) => last.next_before,
  });
