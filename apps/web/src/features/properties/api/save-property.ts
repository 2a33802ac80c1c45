import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyRequest, PropertyResponse, UpdatePropertyRequest } from '@porchlight/domain/properties/property-schemas';
import { apiFetch } from '@/lib/api-client';
import { propertiesKey } from './get-properties';
import { propertyKey } from './get-property';

export function createProperty(body: CreatePropertyRequest): Promise<PropertyResponse> {
  return apiFetch<PropertyResponse>('/api/properties', { method: 'POST', body: JSON.stringify(body) });
}

export function updateProperty(id: string, body: UpdatePropertyRequest): Promise<PropertyResponse> {
  return apiFetch<PropertyResponse>(`/api/properties/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

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
