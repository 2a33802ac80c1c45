import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignedLeadView } from '@porchlight/domain/lead-routing/lead-routing';
import { apiFetch } from '@/lib/api-client';

export const assignedLeadsKey = ['lead-routing', 'assigned'] as const;

export const getAssignedLeadsQueryOptions = () =>
  queryOptions({
    queryKey: assignedLeadsKey,
    queryFn: ({ signal }) => apiFetch<{ leads: AssignedLeadView[] }>('/api/lead-routing/assigned', { signal }).then((r) => r.leads),
    // A teammate's routed leads are in another agent's book: its live list updates do not reach
    // them, so a light poll keeps the claim clock honest.
    refetchInterval: 30_000,
  });

export const useAssignedLeads = () => useQuery(getAssignedLeadsQueryOptions());

export function useClaimLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => apiFetch<AssignedLeadView>(`/api/lead-routing/leads/${leadId}/claim`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignedLeadsKey });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
