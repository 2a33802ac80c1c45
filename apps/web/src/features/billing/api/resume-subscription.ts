import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/resume: undoes a cancellation scheduled for the period end. */
export const resumeSubscription = () => jsonOf(api.billing.billing.resume.$post());

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => invalidateBillingViews(queryClient),
  });
}
