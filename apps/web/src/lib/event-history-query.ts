import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { EventType } from '@porchlight/domain/events/event-types';

/** What a record's history route takes: `types` (comma-separated) and `before` (a page's cursor). */
export type HistoryPageQuery = { types?: string; before?: string };

/**
 * A record's history from the event log, a page at a time; `types` keeps only those kinds of
 * event. `fetchPage` is the record's own typed history call (`api.leads.leads[':id'].history`).
 */
export const eventHistoryQueryOptions = <Page extends { next_before: string | null }>(
  queryKey: QueryKey,
  fetchPage: (query: HistoryPageQuery, signal: AbortSignal) => Promise<Page>,
  types?: EventType[],
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ ...(types ? { types: types.join(',') } : {}), ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.next_before,
  });
