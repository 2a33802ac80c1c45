import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/cancel: the plan ends at the end of the current period, not now. */
export const cancelSubscription = () => jsonOf(api.billing.billing.cancel.$post());

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => invalidateBillingViews(queryClient),
  });
}
