import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { apiFetch } from '@/lib/api-client';
import { propertiesKey } from './get-properties';

export const propertyKey = (id: string) => [...propertiesKey, 'detail', id] as const;

export function getProperty(id: string, signal?: AbortSignal): Promise<PropertyResponse> {
  return apiFetch<PropertyResponse>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

export const getPropertyQueryOptions = (id: string) => queryOptions({ queryKey: propertyKey(id), queryFn: ({ signal }) => getProperty(id, signal) });

export function useProperty(id: string | null) {
  return useQuery({ ...getPropertyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
