import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import { apiFetch } from '@/lib/api-client';

export const LEAD_PICKER_LIMIT = 8;

/** The agent's leads matching `search` (the leads list API), to start a conversation with one. */
export function useLeadSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['leads', 'message-picker', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(LEAD_PICKER_LIMIT), ...(search ? { search } : {}) });
      return apiFetch<LeadListResponse>(`/api/leads?${params}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
