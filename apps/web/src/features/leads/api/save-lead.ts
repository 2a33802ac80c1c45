import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeadRequest } from '@porchlight/domain/leads/lead-schemas';
import { api, jsonOf } from '@/lib/api';
import { leadKey } from './get-lead';
import { leadsKey } from './get-leads';

export const createLead = (body: CreateLeadRequest) => jsonOf(api.leads.leads.$post({ json: body }));

export const updateLead = (id: string, body: Partial<CreateLeadRequest>) =>
  jsonOf(api.leads.leads[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body }));

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
