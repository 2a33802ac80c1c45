import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { propertiesKey } from './get-properties';

export async function deleteProperty(id: string): Promise<void> {
  await api.properties.properties[':id'].$delete({ param: { id: encodeURIComponent(id) } });
}

export const bulkDeleteProperties = (ids: string[]) => jsonOf(api.properties.properties['bulk-delete'].$post({ json: { ids } }));

/** Deletes one property or several (one request either way) and refreshes every property query. */
export function useDeleteProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      ids.length === 1 ? deleteProperty(ids[0]!).then(() => ({ deleted: 1 })) : bulkDeleteProperties(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertiesKey }),
  });
}
