import { useQuery } from '@tanstack/react-query';
import type { BuyAddonRequest, ChoosePlanRequest } from '@porchlight/domain/billing/billing-schemas';
import { api, jsonOf } from '@/lib/api';

type ChargeRequest = { plan: ChoosePlanRequest } | { addon: BuyAddonRequest };

/** POST /api/billing/plan/preview or /api/billing/addons/preview: what the change will charge. */
export function previewCharge(request: ChargeRequest, signal?: AbortSignal) {
  return jsonOf(
    'plan' in request
      ? api.billing.billing.plan.preview.$post({ json: request.plan }, { init: { signal } })
      : api.billing.billing.addons.preview.$post({ json: request.addon }, { init: { signal } }),
  );
}

/** Asked afresh each time the confirm dialog opens: a proration changes by the minute. */
export function useChargePreview(request: ChargeRequest | null) {
  return useQuery({
    queryKey: ['billing-charge-preview', request],
    queryFn: ({ signal }) => previewCharge(request!, signal),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
