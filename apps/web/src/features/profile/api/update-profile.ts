import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileRequest } from '@porchlight/domain/profile/profile-schemas';
import { api, jsonOf } from '@/lib/api';
import { dispatchProfileUpdated } from '../stores/profile-events';
import { profileQueryKey } from './get-profile';

export const updateProfile = (body: UpdateProfileRequest) => jsonOf(api.profile.settings.profile.$patch({ json: body }));

/** Stores the answer as the profile and tells every listener (sidebar, header) through profileUpdated. */
export function profileSaved(queryClient: ReturnType<typeof useQueryClient>, userId: string, profile: ProfileResponse) {
  queryClient.setQueryData(profileQueryKey(userId), profile);
  dispatchProfileUpdated(profile);
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => profileSaved(queryClient, userId, profile),
  });
}
