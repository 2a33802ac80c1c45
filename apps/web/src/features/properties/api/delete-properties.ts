import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { propertiesKey } from './get-properties';

export function deleteProperty(id: string): Promise<void> {
  return apiFetch<void>(`/api/properties/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function bulkDeleteProperties(ids: string[]): Promise<{ deleted: number }> {
  return apiFetch<{ deleted: number }>('/api/properties/bulk-delete', { method: 'POST', body: JSON.stringify({ ids }) });
}

/** Deletes one property or several (one request either way) and refreshes every property query. */
export function useDeleteProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => (ids.length === 1 ? deleteProperty(ids[0]!).then(() => ({ deleted: 1 })) : bulkDeleteProperties(ids)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertiesKey }),
  });
}
