import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyRequest, UpdatePropertyRequest } from '@porchlight/domain/properties/property-schemas';
import { api, jsonOf } from '@/lib/api';
import { propertiesKey } from './get-properties';
import { propertyKey } from './get-property';

export const createProperty = (body: CreatePropertyRequest) => jsonOf(api.properties.properties.$post({ json: body }));

export const updateProperty = (id: string, body: UpdatePropertyRequest) =>
  jsonOf(api.properties.properties[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body }));

/** Creates (no id) or updates a property; the lists, the detail and its history refetch. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreatePropertyRequest }) => {
      if (!id) return createProperty(body);
      const { isWatched: _watch, ...changes } = body;
      return updateProperty(id, changes);
    },
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKey(property.id), property);
      return queryClient.invalidateQueries({ queryKey: propertiesKey });
    },
  });
}
