import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SOCIAL_PLATFORMS,
  connectOutcome,
  disconnectOutcome,
  notConnected,
  type SocialAccountStatus,
  type SocialPlatform,
} from '@porchlight/domain/social/social-platforms';
import { api, jsonOf } from '@/lib/api';
import { isApiError } from '@/lib/api-client';

const account = (platform: SocialPlatform) => ({ param: { platform } });
const accounts = api.socialAccounts[':platform'];

export class AllStatusesFailedError extends Error {
  override name = 'AllStatusesFailedError';
}

/**
 * Spec 000 §7: one status call per platform; a failing call counts as not connected. Only when
 * every call fails is it an error (spec §8: "Failed to load social account statuses").
 */
export async function getSocialStatuses(signal?: AbortSignal): Promise<Record<SocialPlatform, SocialAccountStatus>> {
  const answers = await Promise.allSettled(SOCIAL_PLATFORMS.map((p) => jsonOf(accounts.status.$get(account(p), { init: { signal } }))));
  if (answers.every((a) => a.status === 'rejected')) throw new AllStatusesFailedError('Failed to load social account statuses');
  return Object.fromEntries(
    SOCIAL_PLATFORMS.map((p, i) => {
      const answer = answers[i]!;
      return [p, answer.status === 'fulfilled' ? { ...notConnected(p), ...answer.value } : notConnected(p)];
    }),
  ) as Record<SocialPlatform, SocialAccountStatus>;
}

export const socialStatusesQueryKey = ['social', 'statuses'] as const;
export const socialStatusesQueryOptions = () =>
  queryOptions({ queryKey: socialStatusesQueryKey, queryFn: ({ signal }) => getSocialStatuses(signal), retry: false });
export const useSocialStatuses = () => useQuery(socialStatusesQueryOptions());

/** Spec 000 §5: the authorization URL to send the browser to, or the error to show. */
export async function getConnectUrl(platform: SocialPlatform): Promise<string> {
  let response: { ok: boolean; status: number; body: unknown };
  try {
    response = { ok: true, status: 200, body: await jsonOf(accounts.connect.$get(account(platform))) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    response = { ok: false, status: error.status, body: error.body };
  }
  const outcome = connectOutcome(response);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.authUrl;
}

/** Spec 000 §4: after a disconnect every status reloads. */
export function useDisconnectSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (platform: SocialPlatform) => {
      const outcome = disconnectOutcome(await jsonOf(accounts.disconnect.$post(account(platform))));
      if ('error' in outcome) throw new Error(outcome.error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialStatusesQueryKey }),
  });
}
