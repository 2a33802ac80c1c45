import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyPhotosResponse } from '@porchlight/domain/properties/property-photos';
import { api, jsonOf } from '@/lib/api';
import { photosSaved, propertyPhotosKey } from './get-property-photos';

const photos = api.propertyPhotos.properties[':id'].photos;

export const reorderPropertyPhotos = (propertyId: string, photoIds: string[]) =>
  jsonOf(photos.order.$put({ param: { id: encodeURIComponent(propertyId) }, json: { photoIds } }));

export const makeCoverPhoto = (propertyId: string, photoId: string) =>
  jsonOf(photos[':photoId'].cover.$post({ param: { id: encodeURIComponent(propertyId), photoId: encodeURIComponent(photoId) } }));

/** Optimistic: the photos move at once and go back if the server refuses. Making a cover is a move to the front. */
export function useReorderPropertyPhotos(propertyId: string) {
  const queryClient = useQueryClient();
  const key = propertyPhotosKey(propertyId);
  return useMutation({
    mutationFn: (photoIds: string[]) => reorderPropertyPhotos(propertyId, photoIds),
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PropertyPhotosResponse>(key);
      if (before) {
        const byId = new Map(before.photos.map((p) => [p.id, p]));
        const photos = photoIds.flatMap((id, position) => {
          const photo = byId.get(id);
          return photo ? [{ ...photo, position, isCover: position === 0 }] : [];
        });
        queryClient.setQueryData<PropertyPhotosResponse>(key, { photos });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (gallery) => photosSaved(queryClient, propertyId, gallery),
  });
}
