import type { QueryClient } from '@tanstack/react-query';
import { reloadQueries } from '@/lib/query-client';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';
import { billingHistoryQueryKey } from './get-billing-history';
import { teamQueryKey } from './get-team';

/**
 * After a plan or add-on change: the subscription (and its 500 ms follow-up), the billing
 * history, and the team, whose seat count comes from the plan and the seat add-ons.
 */
export async function invalidateBillingViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateSubscription(queryClient),
    reloadQueries(queryClient, billingHistoryQueryKey),
    reloadQueries(queryClient, teamQueryKey),
  ]);
}
