import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadStatus } from '@porchlight/domain/leads/lead-status';
import { api, jsonOf } from '@/lib/api';
import { leadListsKey, leadsKey } from './get-leads';

export const bulkSetLeadStatus = (ids: string[], status: LeadStatus | null) =>
  jsonOf(api.leads.leads['bulk-status'].$post({ json: { ids, status } }));

export const bulkAddLeadTag = (ids: string[], tag: string) => jsonOf(api.leads.leads['bulk-tag'].$post({ json: { ids, tag } }));

/** Optimistic: the chips change at once and change back if the server refuses. */
export function useBulkSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: LeadStatus | null }) => bulkSetLeadStatus(ids, status),
    onMutate: async ({ ids, status }) => {
      await queryClient.cancelQueries({ queryKey: leadListsKey });
      const snapshot = queryClient.getQueriesData<LeadListResponse>({ queryKey: leadListsKey });
      queryClient.setQueriesData<LeadListResponse>({ queryKey: leadListsKey }, (list) =>
        list ? { ...list, leads: list.leads.map((l) => (ids.includes(l.id) ? { ...l, status } : l)) } : list,
      );
      return { snapshot };
    },
    onError: (_error, _vars, context) => context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}

export function useBulkAddLeadTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, tag }: { ids: string[]; tag: string }) => bulkAddLeadTag(ids, tag),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
