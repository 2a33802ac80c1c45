import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { api, jsonOf } from '@/lib/api';
import { propertiesKey, propertyListsKey } from './get-properties';
import { propertyKey } from './get-property';

export const watchProperty = (id: string, watched: boolean) =>
  jsonOf(api.properties.properties[':id'].watch.$post({ param: { id: encodeURIComponent(id) }, json: { watched } }));

function setWatchedEverywhere(queryClient: QueryClient, id: string, watched: boolean) {
  queryClient.setQueriesData<PropertyListResponse>({ queryKey: propertyListsKey }, (list) =>
    list ? { ...list, properties: list.properties.map((p) => (p.id === id ? { ...p, isWatched: watched } : p)) } : list,
  );
  queryClient.setQueryData<PropertyResponse>(propertyKey(id), (p) => (p ? { ...p, isWatched: watched } : p));
}

/** Optimistic: the star flips at once and flips back if the server refuses (e.g. the plan's alert limit). */
export function useWatchProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, watched }: { id: string; watched: boolean }) => watchProperty(id, watched),
    onMutate: async ({ id, watched }) => {
      await queryClient.cancelQueries({ queryKey: propertiesKey });
      setWatchedEverywhere(queryClient, id, watched);
    },
    onError: (_error, { id, watched }) => setWatchedEverywhere(queryClient, id, !watched),
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertiesKey }),
  });
}
