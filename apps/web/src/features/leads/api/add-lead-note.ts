import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { api, jsonOf } from '@/lib/api';
import { leadActivityKey, withEntryOnTop } from './get-lead-activity';

export const addLeadNote = (id: string, body: string) =>
  jsonOf(api.leads.leads[':id'].notes.$post({ param: { id: encodeURIComponent(id) }, json: { body } }));

/** The note joins the top of the timeline as soon as the server has it. */
export function useAddLeadNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addLeadNote(leadId, body),
    onSuccess: (note) => queryClient.setQueryData<LeadActivityResponse[]>(leadActivityKey(leadId), (list) => withEntryOnTop(list, note)),
  });
}
