import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export async function deleteLead(id: string): Promise<void> {
  await api.leads.leads[':id'].$delete({ param: { id: encodeURIComponent(id) } });
}

export const bulkDeleteLeads = (ids: string[]) => jsonOf(api.leads.leads['bulk-delete'].$post({ json: { ids } }));

export function useDeleteLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => (ids.length === 1 ? deleteLead(ids[0]!).then(() => ({ deleted: 1 })) : bulkDeleteLeads(ids)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
