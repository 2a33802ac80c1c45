import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyPhotosResponse } from '@porchlight/domain/properties/property-photos';
import { apiFetch } from '@/lib/api-client';
import { photosSaved } from './get-property-photos';

export function deletePropertyPhoto(propertyId: string, photoId: string): Promise<PropertyPhotosResponse> {
  return apiFetch<PropertyPhotosResponse>(`/api/properties/${encodeURIComponent(propertyId)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' });
}

export function useDeletePropertyPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deletePropertyPhoto(propertyId, photoId),
    onSuccess: (gallery) => photosSaved(queryClient, propertyId, gallery),
  });
}
