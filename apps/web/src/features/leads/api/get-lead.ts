import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

export const leadKey = (id: string) => [...leadsKey, 'detail', id] as const;

export function getLead(id: string, signal?: AbortSignal): Promise<LeadResponse> {
  return apiFetch<LeadResponse>(`/api/leads/${encodeURIComponent(id)}`, { signal });
}

export const getLeadQueryOptions = (id: string) => queryOptions({ queryKey: leadKey(id), queryFn: ({ signal }) => getLead(id, signal) });

export function useLead(id: string | null) {
  return useQuery({ ...getLeadQueryOptions(id ?? ''), enabled: Boolean(id) });
}
