import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyAddonRequest } from '@porchlight/domain/billing/billing-schemas';
import { api, jsonOf } from '@/lib/api';
import { browserRedirect } from './browser-redirect';
import { invalidateBillingViews } from './invalidate-billing';

/** POST /api/billing/addons: also keeps an add-on that was set to end at the period end. */
export const buyAddon = (body: BuyAddonRequest) => jsonOf(api.billing.billing.addons.$post({ json: body }));

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
