import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '@porchlight/domain/properties/list-params';
import type { LeadListQuery, LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import { apiFetch } from '@/lib/api-client';

export const leadsKey = ['leads'] as const;
export const leadListsKey = [...leadsKey, 'list'] as const;

export function getLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadListResponse> {
  return apiFetch<LeadListResponse>(`/api/leads?${new URLSearchParams(toSearchParams(query))}`, { signal });
}

export const getLeadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({ queryKey: [...leadListsKey, query], queryFn: ({ signal }) => getLeads(query, signal), placeholderData: keepPreviousData });

/** `enabled: false` while the board shows instead of the table. */
export function useLeads(query: LeadListQuery, { enabled = true } = {}) {
  return useQuery({ ...getLeadsQueryOptions(query), enabled });
}
