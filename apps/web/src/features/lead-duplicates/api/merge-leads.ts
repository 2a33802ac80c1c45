import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeLeadsInput } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { api, jsonOf } from '@/lib/api';

export const mergeLeads = (request: MergeLeadsInput) => jsonOf(api.leadDuplicates.leads.merge.$post({ json: request }));

/** Merges the leads; every lead query reloads (lists, the lead's page, the duplicate groups). */
export function useMergeLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeLeads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
