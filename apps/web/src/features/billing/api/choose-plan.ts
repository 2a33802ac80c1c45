import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingActionResponse, ChoosePlanRequest } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserRedirect } from './browser-redirect';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/plan: applied at once (local billing) or a Stripe Checkout page to pay on. */
export function choosePlan(body: ChoosePlanRequest): Promise<BillingActionResponse> {
  return apiFetch<BillingActionResponse>('/api/billing/plan', { method: 'POST', body: JSON.stringify(body) });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: async (result) => {
      if (result.kind === 'redirect') return browserRedirect.to(result.url);
      await invalidateBillingViews(queryClient);
    },
  });
}
