import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { DASHBOARD_UPDATE_KIND } from '@porchlight/domain/realtime/book-change';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { onboardingKey } from '../api/get-onboarding';

/**
 * Steps complete from the agent's data, written by other features: the server is asked again on
 * each page and when the agent's book changes, unless one of the guide's own actions is on its
 * way (its answer is newer). The hook lives in the guide, so it runs while the guide shows.
 */
export function useRefreshOnboardingOnNavigation() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const guideIdle = () => queryClient.isMutating({ mutationKey: onboardingKey }) === 0;
  // The book changed: whatever the server answered before may be out of date.
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, () => {
    if (guideIdle()) void queryClient.invalidateQueries({ queryKey: onboardingKey });
  });
  // A new page: asked again unless the answer is only moments old (the first page's, as the guide
  // mounts). A read already on its way is the answer (not cancelled and sent again).
  useEffect(() => {
    if (guideIdle()) void queryClient.refetchQueries({ queryKey: onboardingKey, stale: true }, { cancelRefetch: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on navigation only; it reads the live client
  }, [pathname, search]);
}
