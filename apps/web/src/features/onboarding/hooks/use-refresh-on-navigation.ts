import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { DASHBOARD_UPDATE_KIND } from '@porchlight/domain/realtime/book-change';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { onboardingKey } from '../api/get-onboarding';

/**
 * Steps complete from the agent's data, written by other features: the server is asked again on
 * each page and when the agent's book changes, unless one of the guide's own actions is on its
 * way (its answer is newer).
 */
export function useRefreshOnboardingOnNavigation() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const refresh = () => {
    if (queryClient.isMutating({ mutationKey: onboardingKey }) === 0) void queryClient.invalidateQueries({ queryKey: onboardingKey });
  };
  useRealtimeEvent(DASHBOARD_UPDATE_KIND, refresh);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on navigation only; refresh reads the live client
  useEffect(refresh, [pathname, search]);
}
