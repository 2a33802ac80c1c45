import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeadRequest, LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { apiFetch } from '@/lib/api-client';
import { leadKey } from './get-lead';
import { leadsKey } from './get-leads';

export function createLead(body: CreateLeadRequest): Promise<LeadResponse> {
  return apiFetch<LeadResponse>('/api/leads', { method: 'POST', body: JSON.stringify(body) });
}

export function updateLead(id: string, body: Partial<CreateLeadRequest>): Promise<LeadResponse> {
  return apiFetch<LeadResponse>(`/api/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateLeadRequest }) => (id ? updateLead(id, body) : createLead(body)),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKey(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leadsKey });
    },
  });
}
