import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { duplicateGroupsKey } from './get-duplicate-groups';

export const mergeCandidatesKey = (ids: string[]) => [...duplicateGroupsKey, 'picked', ids.join(',')] as const;

export const getMergeCandidates = (ids: string[], signal?: AbortSignal) =>
  jsonOf(api.leadDuplicates.leads['merge-candidates'].$get({ query: { ids: ids.join(',') } }, { init: { signal } }));

export const getMergeCandidatesQueryOptions = (ids: string[]) =>
  queryOptions({ queryKey: mergeCandidatesKey(ids), queryFn: ({ signal }) => getMergeCandidates(ids, signal) });

/** The leads the agent picked in the list, every field the merge screen compares. */
export function useMergeCandidates(ids: string[], enabled: boolean) {
  return useQuery({ ...getMergeCandidatesQueryOptions(ids), enabled });
}
