import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '@porchlight/domain/properties/list-params';
import type { PropertyListQuery } from '@porchlight/domain/properties/property-list-query';
import { api, jsonOf } from '@/lib/api';

export const propertiesKey = ['properties'] as const;
export const propertyListsKey = [...propertiesKey, 'list'] as const;

export const getProperties = (query: PropertyListQuery, signal?: AbortSignal) =>
  jsonOf(api.properties.properties.$get({ query: toSearchParams(query) }, { init: { signal } }));

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
