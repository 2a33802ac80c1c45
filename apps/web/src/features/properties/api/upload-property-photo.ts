import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROPERTY_PHOTO_MAX_BYTES, PROPERTY_PHOTO_TYPES } from '@porchlight/domain/properties/property-photos';
import { api, jsonOf } from '@/lib/api';
import { resizePhoto } from '../lib/resize-photo';
import { photosSaved } from './get-property-photos';

const MB = 1024 * 1024;

/** The server's rules, checked first so the agent hears about a wrong file at once. */
export function photoFileProblem(file: File): string | null {
  if (!(PROPERTY_PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP image.`;
  return null;
}

/** Resized in the browser first (a phone's 12 MB photo becomes a few hundred KB), then sent alone. */
export async function uploadPropertyPhoto(propertyId: string, file: File) {
  const resized = await resizePhoto(file);
  if (resized.size > PROPERTY_PHOTO_MAX_BYTES)
    throw new Error(
      `${file.name} is ${(resized.size / MB).toFixed(1)} MB even after resizing. Choose one of ${PROPERTY_PHOTO_MAX_BYTES / MB} MB or less.`,
    );
  const form = new FormData();
  form.append('photo', resized instanceof File ? resized : new File([resized], file.name, { type: resized.type }));
  return jsonOf(
    api.propertyPhotos.properties[':id'].photos.$post({ param: { id: encodeURIComponent(propertyId) } }, { init: { body: form } }),
  );
}

export function useUploadPropertyPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPropertyPhoto(propertyId, file),
    onSuccess: (gallery) => photosSaved(queryClient, propertyId, gallery),
  });
}
