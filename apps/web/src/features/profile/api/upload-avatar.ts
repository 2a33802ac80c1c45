import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@porchlight/domain/profile/profile-schemas';
import { api, jsonOf } from '@/lib/api';
import { profileSaved } from './update-profile';

/** The server's limits, checked before uploading so the agent hears about them at once. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return `This image is ${(file.size / 1024 / 1024).toFixed(1)} MB. Choose one of 2 MB or less.`;
  return null;
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return jsonOf(api.profile.settings.profile.avatar.$post({}, { init: { body: form } }));
}

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => profileSaved(queryClient, userId, profile),
  });
}
