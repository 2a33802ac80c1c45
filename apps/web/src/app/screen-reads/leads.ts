import { getLeadsQueryOptions } from '@/features/leads/api/get-leads';
import { getPipelineQueryOptions } from '@/features/leads/api/get-pipeline';
import { getPipelineStagesQueryOptions } from '@/features/leads/api/get-pipeline-stages';
import { leadListQueryOf } from '@/features/leads/hooks/use-lead-list-params';
import { getDuplicateGroupsQueryOptions } from '@/features/lead-duplicates/api/get-duplicate-groups';
import { getAssignedLeadsQueryOptions } from '@/features/lead-routing/api/assigned-leads';
import { read, type ScreenRead } from './read';

/**
 * The All Leads tab's table or board, with the URL's filters (the other tabs read their own), and
 * what the tab shows above and beside it in both views: the stages, the leads routed to the agent
 * and the duplicates link. Read here, they start with the list, not once the screen has rendered.
 */
export function screenReads(url: URL): ScreenRead[] {
  if ((url.searchParams.get('tab') ?? 'all') !== 'all') return [];
  const query = leadListQueryOf(url.searchParams);
  // Every stage with its count (the table's Stage filter, the board's Edit stages).
  const beside = [read(getPipelineStagesQueryOptions()), read(getAssignedLeadsQueryOptions()), read(getDuplicateGroupsQueryOptions())];
  if (url.searchParams.get('view') !== 'board') return [read(getLeadsQueryOptions(query)), ...beside];
  // The board's filters: the list's, less paging, sorting and the stage (the board's columns).
  const { page: _page, limit: _limit, sort: _sort, dir: _dir, stage: _stage, ...boardFilters } = query;
  return [read(getPipelineQueryOptions(boardFilters)), ...beside];
}
