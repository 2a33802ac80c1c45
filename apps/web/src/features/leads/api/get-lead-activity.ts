import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

export const leadActivityKey = (id: string) => [...leadsKey, 'activity', id] as const;

export function getLeadActivity(id: string, signal?: AbortSignal): Promise<LeadActivityResponse[]> {
  return apiFetch<{ activity: LeadActivityResponse[] }>(`/api/leads/${encodeURIComponent(id)}/activity`, { signal }).then((r) => r.activity);
}

export const getLeadActivityQueryOptions = (id: string) => queryOptions({ queryKey: leadActivityKey(id), queryFn: ({ signal }) => getLeadActivity(id, signal) });

export function useLeadActivity(id: string) {
  return useQuery(getLeadActivityQueryOptions(id));
}
