import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/cancel: the plan ends at the end of the current period, not now. */
export function cancelSubscription(): Promise<{ subscription: Subscription }> {
  return apiFetch<{ subscription: Subscription }>('/api/billing/cancel', { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => invalidateBillingViews(queryClient),
  });
}
