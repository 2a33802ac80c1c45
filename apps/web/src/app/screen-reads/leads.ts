import { getLeadsQueryOptions } from '@/features/leads/api/get-leads';
import { getPipelineQueryOptions } from '@/features/leads/api/get-pipeline';
import { leadListQueryOf } from '@/features/leads/hooks/use-lead-list-params';
import { read, type ScreenRead } from './read';

/** The All Leads tab's table or board, with the URL's filters (the other tabs read their own). */
export function screenReads(url: URL): ScreenRead[] {
  if ((url.searchParams.get('tab') ?? 'all') !== 'all') return [];
  const query = leadListQueryOf(url.searchParams);
  if (url.searchParams.get('view') !== 'board') return [read(getLeadsQueryOptions(query))];
  // The board's filters: the list's, less paging, sorting and the stage (the board's columns).
  const { page: _page, limit: _limit, sort: _sort, dir: _dir, stage: _stage, ...boardFilters } = query;
  return [read(getPipelineQueryOptions(boardFilters))];
}
