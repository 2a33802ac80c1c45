import { useQuery } from '@tanstack/react-query';
import type { BuyAddonRequest, ChoosePlanRequest } from '@porchlight/domain/billing/billing-schemas';
import type { ChargePreview } from '@porchlight/domain/billing/charge-preview';
import { apiFetch } from '@/lib/api-client';

type ChargeRequest = { plan: ChoosePlanRequest } | { addon: BuyAddonRequest };

/** POST /api/billing/plan/preview or /api/billing/addons/preview: what the change will charge. */
export function previewCharge(request: ChargeRequest, signal?: AbortSignal): Promise<ChargePreview> {
  const [path, body] = 'plan' in request ? ['/api/billing/plan/preview', request.plan] : ['/api/billing/addons/preview', request.addon];
  return apiFetch<ChargePreview>(path, { method: 'POST', body: JSON.stringify(body), signal });
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
