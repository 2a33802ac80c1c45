import { useEffect, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type ResolvedUserProfile, resolveUserProfile } from '@porchlight/domain/display-name/display-name';
import type { ProfileResponse } from '@porchlight/domain/profile/profile-schemas';
import { useSessionStore } from '@/lib/session-store';
import { useAppStore } from '@/lib/store';
import { profileQueryKey, useProfile } from '../api/get-profile';
import { clearProfileCache, readProfileCache, syncProfileCaches } from '../stores/profile-cache';
import { FORCE_PROFILE_REFRESH_EVENT, PROFILE_UPDATED_EVENT, type ProfileUpdatedDetail, toApiFields } from '../stores/profile-events';

export type UserProfileView = {
  displayName: string;
  initials: string;
  avatar: string | null;
  email: string | null;
  isLoading: boolean;
};

/** Listens to profileUpdated / forceProfileRefresh (spec 001 §4) for the signed-in user. */
function useProfileEvents(userId: string | null, email: string | null, onCacheChange: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const key = profileQueryKey(userId);
    const handleUpdated = (event: Event) => {
      const fields = toApiFields((event as CustomEvent<ProfileUpdatedDetail>).detail);
      const current = queryClient.getQueryData<ProfileResponse>(key);
      if (current) queryClient.setQueryData<ProfileResponse>(key, { ...current, ...fields });
      const cached = readProfileCache(userId);
      // Without server data yet, the event merges into what the cache knew.
      const base = current ?? (cached ? { first_name: cached.firstName, last_name: cached.lastName, avatar_url: cached.avatar } : {});
      syncProfileCaches(userId, { ...base, ...fields, email: current?.email ?? email });
      onCacheChange();
    };
    const handleForceRefresh = () => {
      clearProfileCache(userId);
      onCacheChange();
      void queryClient.invalidateQueries({ queryKey: key });
    };
    window.addEventListener(PROFILE_UPDATED_EVENT, handleUpdated);
    window.addEventListener(FORCE_PROFILE_REFRESH_EVENT, handleForceRefresh);
    return () => {
      window.removeEventListener(PROFILE_UPDATED_EVENT, handleUpdated);
      window.removeEventListener(FORCE_PROFILE_REFRESH_EVENT, handleForceRefresh);
    };
  }, [userId, email, queryClient, onCacheChange]);
}

/**
 * Name, initials and picture for the sidebar and header (spec 001 §3 and §5): the server's
 * profile, else the cached one, else the sign-in metadata, else the persisted store's copy
 * (e.g. offline before the session is known), else "User".
 */
export function useUserProfile(): UserProfileView {
  const user = useSessionStore((s) => s.user);
  const isSessionLoading = useSessionStore((s) => s.isLoading);
  const storedProfile = useAppStore((s) => s.userProfile);
  const [, cacheChanged] = useReducer((n: number) => n + 1, 0);
  const profileQuery = useProfile(user?.id);
  useProfileEvents(user?.id ?? null, user?.email ?? null, cacheChanged);

  const metadata = user ? { name: user.name, image: user.image } : null;
  const cached = user ? readProfileCache(user.id) : null;
  let resolved: ResolvedUserProfile;
  if (user && profileQuery.data) resolved = resolveUserProfile({ profile: profileQuery.data, metadata, email: user.email });
  else if (cached) resolved = cached;
  else if (user) resolved = resolveUserProfile({ metadata, email: user.email });
  else if (storedProfile?.displayName) resolved = { ...resolveUserProfile({}), ...storedProfile, avatar: storedProfile.avatar ?? null };
  else resolved = resolveUserProfile({});

  const isLoading = user ? profileQuery.isPending && !cached : isSessionLoading && !storedProfile;
  return {
    displayName: resolved.displayName,
    initials: resolved.initials,
    avatar: resolved.avatar,
    email: user?.email ?? storedProfile?.email ?? null,
    isLoading,
  };
}
