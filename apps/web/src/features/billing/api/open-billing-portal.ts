import { useMutation } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { browserRedirect } from './browser-redirect';

/** POST /api/billing/portal: the Stripe Customer Portal (payment methods, invoices). Stripe mode only. */
export const openBillingPortal = () => jsonOf(api.billing.billing.portal.$post());

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (result) => {
      if (result.kind === 'redirect') browserRedirect.to(result.url);
    },
  });
}
