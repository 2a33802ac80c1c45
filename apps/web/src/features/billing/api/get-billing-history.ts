import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const billingHistoryQueryKey = ['billing-history'] as const;

/** GET /api/billing/history: every period bought, newest first (the local equivalent of invoices). */
export const getBillingHistory = (signal?: AbortSignal) =>
  jsonOf(api.billing.billing.history.$get({}, { init: { signal } })).then((r) => r.entries);

export const getBillingHistoryQueryOptions = () =>
  queryOptions({ queryKey: billingHistoryQueryKey, queryFn: ({ signal }) => getBillingHistory(signal) });

export function useBillingHistory() {
  return useQuery(getBillingHistoryQueryOptions());
}
