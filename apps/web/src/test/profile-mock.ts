import type { UserProfileView } from '@/features/profile/hooks/use-user-profile';

/** The signed-in user the shell tests see (the profile hook itself is tested by its owner). */
export const TEST_PROFILE: UserProfileView = {
  displayName: 'Dana Reyes',
  initials: 'DR',
  avatar: null,
  email: 'dana@example.com',
  isLoading: false,
};
