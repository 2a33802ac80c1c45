import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

/** Under the leads' key: any change to the leads (a new lead, an import, a merge) reloads the groups. */
export const duplicateGroupsKey = ['leads', 'duplicates'] as const;

export const getDuplicateGroups = (signal?: AbortSignal) =>
  jsonOf(api.leadDuplicates['lead-duplicates'].$get(undefined, { init: { signal } }));

export const getDuplicateGroupsQueryOptions = () =>
  queryOptions({ queryKey: duplicateGroupsKey, queryFn: ({ signal }) => getDuplicateGroups(signal) });

export function useDuplicateGroups() {
  return useQuery(getDuplicateGroupsQueryOptions());
}
