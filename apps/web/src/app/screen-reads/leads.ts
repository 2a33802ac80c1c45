import type { QueryClient } from '@tanstack/react-query';
import { getLeadsQueryOptions } from '@/features/leads/api/get-leads';
import { getPipelineQueryOptions } from '@/features/leads/api/get-pipeline';
import { leadListQueryOf } from '@/features/leads/hooks/use-lead-list-params';

/** The All Leads tab's table or board, with the URL's filters (the other tabs read their own). */
export function startReads(client: QueryClient, url: URL) {
  if ((url.searchParams.get('tab') ?? 'all') !== 'all') return;
  const query = leadListQueryOf(url.searchParams);
  if (url.searchParams.get('view') !== 'board') {
    void client.prefetchQuery(getLeadsQueryOptions(query));
    return;
  }
  // The board's filters: the list's, less paging, sorting and the stage (the board's columns).
  const { page: _page, limit: _limit, sort: _sort, dir: _dir, stage: _stage, ...boardFilters } = query;
  void client.prefetchQuery(getPipelineQueryOptions(boardFilters));
}
