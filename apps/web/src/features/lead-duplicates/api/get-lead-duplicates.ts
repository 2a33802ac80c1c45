import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { duplicateGroupsKey } from './get-duplicate-groups';

export const leadDuplicatesKey = (id: string) => [...duplicateGroupsKey, 'lead', id] as const;

export const getLeadDuplicates = (id: string, signal?: AbortSignal) =>
  jsonOf(api.leadDuplicates.leads[':id'].duplicates.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));

export const getLeadDuplicatesQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadDuplicatesKey(id), queryFn: ({ signal }) => getLeadDuplicates(id, signal) });

/** The lead's own group of likely duplicates, and its merges that can still be undone. */
export function useLeadDuplicates(id: string) {
  return useQuery(getLeadDuplicatesQueryOptions(id));
}
