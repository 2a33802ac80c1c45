import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { EventType, HistoryResponse } from '@porchlight/domain/events/event-types';
import { apiFetch } from './api-client';

/**
 * A record's history from the event log (`path` answers HistoryResponse), a page at a time;
 * `types` keeps only those kinds of event.
 */
export const eventHistoryQueryOptions = (queryKey: QueryKey, path: string, types?: EventType[]) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (types) params.set('types', types.join(','));
      if (pageParam) params.set('before', pageParam);
      const query = params.toString();
      return apiFetch<HistoryResponse>(query ? `${path}?${query}` : path, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: HistoryResponse) => last.next_before,
  });
