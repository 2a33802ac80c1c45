import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingActionResponse, BuyAddonRequest } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserRedirect } from './browser-redirect';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/addons: also keeps an add-on that was set to end at the period end. */
export function buyAddon(body: BuyAddonRequest): Promise<BillingActionResponse> {
  return apiFetch<BillingActionResponse>('/api/billing/addons', { method: 'POST', body: JSON.stringify(body) });
}

export function useBuyAddon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAddon,
    onSuccess: async (result) => {
      if (result.kind === 'redirect') return browserRedirect.to(result.url);
      await invalidateBillingViews(queryClient);
    },
  });
}
