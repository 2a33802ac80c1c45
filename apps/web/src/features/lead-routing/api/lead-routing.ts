import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadRoutingSettings } from '@porchlight/domain/lead-routing/lead-routing';
import { api, jsonOf } from '@/lib/api';

export const leadRoutingKey = ['lead-routing', 'settings'] as const;

export const getLeadRoutingQueryOptions = () =>
  queryOptions({
    queryKey: leadRoutingKey,
    queryFn: ({ signal }) => jsonOf(api.leadRouting['lead-routing'].$get({}, { init: { signal } })),
  });

export const useLeadRouting = () => useQuery(getLeadRoutingQueryOptions());

export function useSaveLeadRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadRoutingSettings) => jsonOf(api.leadRouting['lead-routing'].$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(leadRoutingKey, saved),
  });
}
