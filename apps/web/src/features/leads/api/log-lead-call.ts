import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadActivityResponse, LogLeadCallRequest } from '@porchlight/domain/leads/lead-schemas';
import { api, jsonOf } from '@/lib/api';
import { leadActivityKey, withEntryOnTop } from './get-lead-activity';
import { leadsKey } from './get-leads';

export const logLeadCall = (leadId: string, call: LogLeadCallRequest) =>
  jsonOf(api.leads.leads[':id'].calls.$post({ param: { id: encodeURIComponent(leadId) }, json: call }));

/** A call the agent made (how it went, how long) joins the timeline and stops the lead's response clock. */
export function useLogLeadCall(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: LogLeadCallRequest) => logLeadCall(leadId, call),
    onSuccess: (call) => {
      queryClient.setQueryData<LeadActivityResponse[]>(leadActivityKey(leadId), (list) => withEntryOnTop(list, call));
      // The lead (and the lists showing its clock) now have a first reply.
      void queryClient.invalidateQueries({ queryKey: leadsKey, predicate: (q) => q.queryKey[1] !== 'activity' });
    },
  });
}
