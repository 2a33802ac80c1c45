import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PropertyPhotosResponse } from '@porchlight/domain/properties/property-photos';
import { apiFetch } from '@/lib/api-client';
import { propertiesKey, propertyListsKey } from './get-properties';

export const propertyPhotosKey = (propertyId: string) => [...propertiesKey, 'photos', propertyId] as const;

export function getPropertyPhotos(propertyId: string, signal?: AbortSignal): Promise<PropertyPhotosResponse> {
  return apiFetch<PropertyPhotosResponse>(`/api/properties/${encodeURIComponent(propertyId)}/photos`, { signal });
}

export const getPropertyPhotosQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: propertyPhotosKey(propertyId), queryFn: ({ signal }) => getPropertyPhotos(propertyId, signal) });

export const usePropertyPhotos = (propertyId: string) => useQuery(getPropertyPhotosQueryOptions(propertyId));

/** Every photo change answers the whole gallery: keep it, and let the table fetch its new cover. */
export function photosSaved(queryClient: QueryClient, propertyId: string, gallery: PropertyPhotosResponse) {
  queryClient.setQueryData(propertyPhotosKey(propertyId), gallery);
  void queryClient.invalidateQueries({ queryKey: propertyListsKey });
}
