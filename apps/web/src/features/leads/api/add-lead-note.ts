import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { apiFetch } from '@/lib/api-client';
import { leadActivityKey } from './get-lead-activity';

export function addLeadNote(id: string, body: string): Promise<LeadActivityResponse> {
  return apiFetch<LeadActivityResponse>(`/api/leads/${encodeURIComponent(id)}/notes`, { method: 'POST', body: JSON.stringify({ body }) });
}

/** The note joins the top of the timeline as soon as the server has it. */
export function useAddLeadNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addLeadNote(leadId, body),
    onSuccess: (note) => queryClient.setQueryData<LeadActivityResponse[]>(leadActivityKey(leadId), (list) => [note, ...(list ?? [])]),
  });
}
