import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { photosSaved } from './get-property-photos';

export const deletePropertyPhoto = (propertyId: string, photoId: string) =>
  jsonOf(
    api.propertyPhotos.properties[':id'].photos[':photoId'].$delete({
      param: { id: encodeURIComponent(propertyId), photoId: encodeURIComponent(photoId) },
    }),
  );

export function useDeletePropertyPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deletePropertyPhoto(propertyId, photoId),
    onSuccess: (gallery) => photosSaved(queryClient, propertyId, gallery),
  });
}
