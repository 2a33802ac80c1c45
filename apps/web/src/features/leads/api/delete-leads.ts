import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

export function deleteLead(id: string): Promise<void> {
  return apiFetch<void>(`/api/leads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function bulkDeleteLeads(ids: string[]): Promise<{ deleted: number }> {
  return apiFetch<{ deleted: number }>('/api/leads/bulk-delete', { method: 'POST', body: JSON.stringify({ ids }) });
}

export function useDeleteLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => (ids.length === 1 ? deleteLead(ids[0]!).then(() => ({ deleted: 1 })) : bulkDeleteLeads(ids)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
