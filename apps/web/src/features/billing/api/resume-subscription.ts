import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/resume: undoes a cancellation scheduled for the period end. */
export function resumeSubscription(): Promise<{ subscription: Subscription }> {
  return apiFetch<{ subscription: Subscription }>('/api/billing/resume', { method: 'POST' });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => invalidateBillingViews(queryClient),
  });
}
