import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export const leadActivityKey = (id: string) => [...leadsKey, 'activity', id] as const;

/**
 * A new entry on top of the timeline, once: a refetch (a live event about the lead) may have
 * brought it in before the request that made it answered, which showed a note twice.
 */
export const withEntryOnTop = (list: LeadActivityResponse[] | undefined, entry: LeadActivityResponse) => [
  entry,
  ...(list ?? []).filter((e) => e.id !== entry.id),
];

export const getLeadActivity = (id: string, signal?: AbortSignal) =>
  jsonOf(api.leads.leads[':id'].activity.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } })).then((r) => r.activity);

export const getLeadActivityQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadActivityKey(id), queryFn: ({ signal }) => getLeadActivity(id, signal) });

export function useLeadActivity(id: string) {
  return useQuery(getLeadActivityQueryOptions(id));
}
