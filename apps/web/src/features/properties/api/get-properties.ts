import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '@porchlight/domain/properties/list-params';
import type { PropertyListQuery, PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import { apiFetch } from '@/lib/api-client';

export const propertiesKey = ['properties'] as const;
export const propertyListsKey = [...propertiesKey, 'list'] as const;

export function getProperties(query: PropertyListQuery, signal?: AbortSignal): Promise<PropertyListResponse> {
  const params = new URLSearchParams(toSearchParams(query));
  return apiFetch<PropertyListResponse>(`/api/properties?${params}`, { signal });
}

export const getPropertiesQueryOptions = (query: PropertyListQuery) =>
  queryOptions({
    queryKey: [...propertyListsKey, query],
    queryFn: ({ signal }) => getProperties(query, signal),
    // The previous page stays on screen while the next one loads: no flash of skeleton.
    placeholderData: keepPreviousData,
  });

export function useProperties(query: PropertyListQuery) {
  return useQuery(getPropertiesQueryOptions(query));
}
