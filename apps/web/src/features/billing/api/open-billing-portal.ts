import { useMutation } from '@tanstack/react-query';
import type { BillingActionResponse } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserRedirect } from './browser-redirect';

/** POST /api/billing/portal: the Stripe Customer Portal (payment methods, invoices). Stripe mode only. */
export function openBillingPortal(): Promise<BillingActionResponse> {
  return apiFetch<BillingActionResponse>('/api/billing/portal', { method: 'POST' });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (result) => {
      if (result.kind === 'redirect') browserRedirect.to(result.url);
    },
  });
}
