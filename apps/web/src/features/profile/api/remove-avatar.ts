import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { profileSaved } from './update-profile';

export const removeAvatar = () => jsonOf(api.profile.settings.profile.avatar.$delete({}));

export function useRemoveAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => profileSaved(queryClient, userId, profile),
  });
}
