import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyChangeResponse } from '@porchlight/domain/properties/property-schemas';
import { apiFetch } from '@/lib/api-client';
import { propertiesKey } from './get-properties';

export const propertyHistoryKey = (id: string) => [...propertiesKey, 'history', id] as const;

export function getPropertyHistory(id: string, signal?: AbortSignal): Promise<PropertyChangeResponse[]> {
  return apiFetch<{ changes: PropertyChangeResponse[] }>(`/api/properties/${encodeURIComponent(id)}/history`, { signal }).then((r) => r.changes);
}

export const getPropertyHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyHistoryKey(id), queryFn: ({ signal }) => getPropertyHistory(id, signal) });

export function usePropertyHistory(id: string) {
  return useQuery(getPropertyHistoryQueryOptions(id));
}
