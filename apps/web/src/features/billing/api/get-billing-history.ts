import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingHistoryEntry } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';

export const billingHistoryQueryKey = ['billing-history'] as const;

/** GET /api/billing/history: every period bought, newest first (the local equivalent of invoices). */
export function getBillingHistory(signal?: AbortSignal): Promise<BillingHistoryEntry[]> {
  return apiFetch<{ entries: BillingHistoryEntry[] }>('/api/billing/history', { signal }).then((r) => r.entries);
}

export const getBillingHistoryQueryOptions = () => queryOptions({ queryKey: billingHistoryQueryKey, queryFn: ({ signal }) => getBillingHistory(signal) });

export function useBillingHistory() {
  return useQuery(getBillingHistoryQueryOptions());
}
