import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../session-store';
import { subscriptionQueryOptions } from './subscription-query';
import { subscriptionView, type SubscriptionView } from './subscription-view';

export type UseSubscriptionResult = SubscriptionView & {
  isLoading: boolean;
  /** The failure's message, or 'Failed to fetch subscription' (spec 000 §8); null otherwise. */
  error: string | null;
  refetch: () => void;
  isRefetching: boolean;
};

/**
 * The signed-in user's plan, entitlements, usage and add-ons. With no signed-in user it is empty
 * and not loading (spec 000 §4); "no subscription" is empty too, with no error.
 */
export function useSubscription(): UseSubscriptionResult {
  const user = useSessionUser();
  const query = useQuery({ ...subscriptionQueryOptions(user?.id ?? ''), enabled: user !== null });
  const overview = user ? (query.data ?? null) : null;
  const view = useMemo(() => subscriptionView(overview), [overview]);
  const { refetch } = query;
  return {
    ...view,
    isLoading: user !== null && query.isPending,
    error: user && query.error ? query.error.message : null,
    refetch: () => void refetch(),
    isRefetching: query.isRefetching,
  };
}
