import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromOnboardingResponse, toOnboardingResponse, type OnboardingResponse } from '@porchlight/domain/onboarding/onboarding-api';
import { api, jsonOf } from '@/lib/api';
import { useAppStore } from '@/lib/store';

export const onboardingKey = ['onboarding'] as const;
const ONBOARDING_FRESH_MS = 2_000;

/**
 * The server holds the tutorial's state per user; the persisted client store (spec 000 §3) keeps
 * the last answer, so the guide shows at once on the next load while the server is asked again.
 */
export async function getOnboarding(signal?: AbortSignal): Promise<OnboardingResponse> {
  const response = await jsonOf(api.onboarding.onboarding.$get({}, { init: { signal } }));
  useAppStore.setState({ onboarding: fromOnboardingResponse(response) });
  return response;
}

export const getOnboardingQueryOptions = () =>
  queryOptions<OnboardingResponse, Error, OnboardingResponse, typeof onboardingKey>({
    queryKey: onboardingKey,
    queryFn: ({ signal }) => getOnboarding(signal),
    // Steps complete from the agent's data (a lead added, a flow created): asked again on each
    // page (hooks/use-refresh-on-navigation.ts), unless the answer is this fresh. The shell and
    // the guide mount a moment apart on the first load and would otherwise each ask again, and
    // each answer redraws everything that reads the guide's state (issue 15).
    staleTime: ONBOARDING_FRESH_MS,
    placeholderData: (): OnboardingResponse => toOnboardingResponse(useAppStore.getState().onboarding),
  });

export function useOnboarding() {
  return useQuery(getOnboardingQueryOptions());
}
