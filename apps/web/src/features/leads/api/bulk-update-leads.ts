import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadStatus } from '@porchlight/domain/leads/lead-status';
import { apiFetch } from '@/lib/api-client';
import { leadListsKey, leadsKey } from './get-leads';

export function bulkSetLeadStatus(ids: string[], status: LeadStatus | null): Promise<{ updated: number }> {
  return apiFetch('/api/leads/bulk-status', { method: 'POST', body: JSON.stringify({ ids, status }) });
}

export function bulkAddLeadTag(ids: string[], tag: string): Promise<{ updated: number }> {
  return apiFetch('/api/leads/bulk-tag', { method: 'POST', body: JSON.stringify({ ids, tag }) });
}

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
