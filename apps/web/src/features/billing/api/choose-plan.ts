import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChoosePlanRequest } from '@porchlight/domain/billing/billing-schemas';
import { api, jsonOf } from '@/lib/api';
import { browserRedirect } from './browser-redirect';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/plan: applied at once (local billing) or a Stripe Checkout page to pay on. */
export const choosePlan = (body: ChoosePlanRequest) => jsonOf(api.billing.billing.plan.$post({ json: body }));

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
