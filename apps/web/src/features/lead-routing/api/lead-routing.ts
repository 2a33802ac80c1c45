import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadRoutingResponse, LeadRoutingSettings } from '@porchlight/domain/lead-routing/lead-routing';
import { apiFetch } from '@/lib/api-client';

export const leadRoutingKey = ['lead-routing', 'settings'] as const;

export const getLeadRoutingQueryOptions = () => queryOptions({ queryKey: leadRoutingKey, queryFn: ({ signal }) => apiFetch<LeadRoutingResponse>('/api/lead-routing', { signal }) });

export const useLeadRouting = () => useQuery(getLeadRoutingQueryOptions());

export function useSaveLeadRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadRoutingSettings) => apiFetch<LeadRoutingResponse>('/api/lead-routing', { method: 'PUT', body: JSON.stringify(settings) }),
    onSuccess: (saved) => queryClient.setQueryData(leadRoutingKey, saved),
  });
}
