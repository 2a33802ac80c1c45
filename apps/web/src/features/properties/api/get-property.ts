import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { propertiesKey } from './get-properties';

export const propertyKey = (id: string) => [...propertiesKey, 'detail', id] as const;

export const getProperty = (id: string, signal?: AbortSignal) =>
  jsonOf(api.properties.properties[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));

export const getPropertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKey(id), queryFn: ({ signal }) => getProperty(id, signal) });

export function useProperty(id: string | null) {
  return useQuery({ ...getPropertyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
