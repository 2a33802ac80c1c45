import { useQuery } from '@tanstack/react-query';
import { getOnboardingQueryOptions } from '../api/get-onboarding';

/** How often the guide asks whether the extension has signed in while its step waits for it. */
export const EXTENSION_SIGN_IN_POLL_MS = 4_000;

/**
 * The extension signs in from its own popup, which changes nothing on the agent's page and sends
 * no live event: while the extension step waits, the guide asks the server again every few
 * seconds (only while the page is visible), so the step completes by itself.
 */
export function useWatchExtensionSignIn(isWaiting: boolean) {
  useQuery({ ...getOnboardingQueryOptions(), enabled: isWaiting, refetchInterval: isWaiting ? EXTENSION_SIGN_IN_POLL_MS : false });
}
