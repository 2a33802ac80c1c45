import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PropertyPhotosResponse } from '@porchlight/domain/properties/property-photos';
import { api, jsonOf } from '@/lib/api';
import { propertiesKey, propertyListsKey } from './get-properties';

export const propertyPhotosKey = (propertyId: string) => [...propertiesKey, 'photos', propertyId] as const;

export const getPropertyPhotos = (propertyId: string, signal?: AbortSignal) =>
  jsonOf(api.propertyPhotos.properties[':id'].photos.$get({ param: { id: encodeURIComponent(propertyId) } }, { init: { signal } }));

export const getPropertyPhotosQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: propertyPhotosKey(propertyId), queryFn: ({ signal }) => getPropertyPhotos(propertyId, signal) });

export const usePropertyPhotos = (propertyId: string) => useQuery(getPropertyPhotosQueryOptions(propertyId));

/** Every photo change answers the whole gallery: keep it, and let the table fetch its new cover. */
export function photosSaved(queryClient: QueryClient, propertyId: string, gallery: PropertyPhotosResponse) {
  queryClient.setQueryData(propertyPhotosKey(propertyId), gallery);
  void queryClient.invalidateQueries({ queryKey: propertyListsKey });
}
