import { useMutation } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { resizeImage } from '../lib/resize-image';

/** Scales the picture down in the browser, then keeps it on the server for the post. */
export async function uploadSocialImage(file: File) {
  const form = new FormData();
  form.append('image', await resizeImage(file));
  return jsonOf(api.socialPosts.social.images.$post({}, { init: { body: form } }));
}

export const useUploadSocialImage = () => useMutation({ mutationFn: uploadSocialImage });
