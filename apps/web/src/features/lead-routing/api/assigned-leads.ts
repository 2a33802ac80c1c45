import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const assignedLeadsKey = ['lead-routing', 'assigned'] as const;

export const getAssignedLeadsQueryOptions = () =>
  queryOptions({
    queryKey: assignedLeadsKey,
    queryFn: ({ signal }) => jsonOf(api.leadRouting['lead-routing'].assigned.$get({}, { init: { signal } })).then((r) => r.leads),
    // A teammate's routed leads are in another agent's book: its live list updates do not reach
    // them, so a light poll keeps the claim clock honest.
    refetchInterval: 30_000,
  });

export const useAssignedLeads = () => useQuery(getAssignedLeadsQueryOptions());

export function useClaimLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      jsonOf(api.leadRouting['lead-routing'].leads[':id'].claim.$post({ param: { id: encodeURIComponent(leadId) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignedLeadsKey });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
