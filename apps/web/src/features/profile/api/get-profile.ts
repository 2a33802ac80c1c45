import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiFetchWith, jsonOf } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { QUERY_STALE_TIME } from '@/lib/query-client';
import { syncProfileCaches } from '../stores/profile-cache';

/** Spec 001 §7/§9: the profile request gives up after 30 s. */
export const PROFILE_TIMEOUT_MS = 30_000;

export const getProfile = (signal?: AbortSignal) =>
  jsonOf(api.profile.settings.profile.$get({}, { init: { signal }, fetch: apiFetchWith({ timeoutMs: PROFILE_TIMEOUT_MS }) }));

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export const getProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: async ({ signal }) => {
      const profile = await getProfile(signal);
      // The moment fresh data arrives is the moment to refresh the offline copies.
      syncProfileCaches(userId, profile);
      return profile;
    },
    staleTime: QUERY_STALE_TIME.PROFILE,
    // A timeout or a dropped network falls back to the cached profile at once (spec 001 §8).
    retry: (failureCount, error) => isApiError(error) && error.status >= 500 && failureCount < 2,
  });

/** The signed-in user's profile; idle until a user id is known. */
export function useProfile(userId: string | null | undefined) {
  return useQuery({ ...getProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
