import { useMutation } from '@tanstack/react-query';
import type { SocialImageResponse } from '@porchlight/domain/social/social-post-schemas';
import { apiFetch } from '@/lib/api-client';
import { resizeImage } from '../lib/resize-image';

/** Scales the picture down in the browser, then keeps it on the server for the post. */
export async function uploadSocialImage(file: File) {
  const form = new FormData();
  form.append('image', await resizeImage(file));
  return apiFetch<SocialImageResponse>('/api/social/images', { method: 'POST', body: form });
}

export const useUploadSocialImage = () => useMutation({ mutationFn: uploadSocialImage });
