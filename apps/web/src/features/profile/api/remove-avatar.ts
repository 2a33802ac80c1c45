import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@porchlight/domain/profile/profile-schemas';
import { apiFetch } from '@/lib/api-client';
import { profileSaved } from './update-profile';

export function removeAvatar(): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/settings/profile/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => profileSaved(queryClient, userId, profile),
  });
}
