import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '@porchlight/domain/properties/list-params';
import type { LeadListQuery } from '@porchlight/domain/leads/lead-list-query';
import { api, jsonOf } from '@/lib/api';

export const leadsKey = ['leads'] as const;
export const leadListsKey = [...leadsKey, 'list'] as const;

export const getLeads = (query: LeadListQuery, signal?: AbortSignal) =>
  jsonOf(api.leads.leads.$get({ query: toSearchParams(query) }, { init: { signal } }));

export const getLeadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({ queryKey: [...leadListsKey, query], queryFn: ({ signal }) => getLeads(query, signal), placeholderData: keepPreviousData });

/** `enabled: false` while the board shows instead of the table. */
export function useLeads(query: LeadListQuery, { enabled = true } = {}) {
  return useQuery({ ...getLeadsQueryOptions(query), enabled });
}
