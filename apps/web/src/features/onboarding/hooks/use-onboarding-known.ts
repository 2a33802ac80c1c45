import { INITIAL_ONBOARDING_STATE } from '@porchlight/domain/onboarding/onboarding';
import { useAppStore } from '@/lib/store';
import { useOnboarding } from '../api/get-onboarding';

const INITIAL = JSON.stringify(INITIAL_ONBOARDING_STATE);

/**
 * Whether the shell knows if the setup guide shows above the page. A browser that has never had
 * the server's answer (a new agent, a new device) does not: the guide would appear above a page
 * already rendered and push it down (Lighthouse measured a layout shift of 0.46). Until it knows, the
 * shell shows the page's skeleton. A failed read counts as known (no guide).
 */
export function useOnboardingKnown(): boolean {
  const query = useOnboarding();
  const neverSynced = useAppStore((s) => JSON.stringify(s.onboarding) === INITIAL);
  return !(query.isPlaceholderData && neverSynced && query.isFetching);
}
