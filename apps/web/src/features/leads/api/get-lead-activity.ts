import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export const leadActivityKey = (id: string) => [...leadsKey, 'activity', id] as const;

export const getLeadActivity = (id: string, signal?: AbortSignal) =>
  jsonOf(api.leads.leads[':id'].activity.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } })).then((r) => r.activity);

export const getLeadActivityQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadActivityKey(id), queryFn: ({ signal }) => getLeadActivity(id, signal) });

export function useLeadActivity(id: string) {
  return useQuery(getLeadActivityQueryOptions(id));
}
