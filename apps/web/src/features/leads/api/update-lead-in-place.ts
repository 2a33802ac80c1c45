import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { toast } from '@/lib/toast';
import { messageOf } from '@/lib/api-client';
import { leadKey } from './get-lead';
import { leadsKey } from './get-leads';
import { updateLead } from './save-lead';

/** A change made on the lead's page: the status, or the stage (with its name, to show at once). */
export type InPlaceChange = { status: LeadResponse['status'] } | { stageId: string; stageName: string };

/**
 * Sets the lead's status or stage at once; if the server refuses, the page goes back to what it
 * was and a toast says why (as the board does when a card cannot move).
 */
export function useUpdateLeadInPlace(leadId: string) {
  const queryClient = useQueryClient();
  const key = leadKey(leadId);
  return useMutation({
    mutationFn: (change: InPlaceChange) =>
      updateLead(leadId, 'stageId' in change ? { stageId: change.stageId } : { status: change.status }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LeadResponse>(key);
      if (before) queryClient.setQueryData<LeadResponse>(key, { ...before, ...change });
      return { before };
    },
    onError: (error, change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      const what = 'stageId' in change ? `moved to ${change.stageName}` : 'given that status';
      toast.error(`The lead could not be ${what}`, { description: messageOf(error) });
    },
    onSuccess: (lead) => queryClient.setQueryData(key, lead),
    // The lists, the board and the timeline (a status change is on it) read the change too.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: leadsKey, predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== leadId }),
  });
}
