import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export const leadKey = (id: string) => [...leadsKey, 'detail', id] as const;

export const getLead = (id: string, signal?: AbortSignal) =>
  jsonOf(api.leads.leads[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));

export const getLeadQueryOptions = (id: string) => queryOptions({ queryKey: leadKey(id), queryFn: ({ signal }) => getLead(id, signal) });

export function useLead(id: string | null) {
  return useQuery({ ...getLeadQueryOptions(id ?? ''), enabled: Boolean(id) });
}
