import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const LEAD_PICKER_LIMIT = 8;

/** The agent's leads matching `search` (the leads list API), to start a conversation with one. */
export function useLeadSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['leads', 'message-picker', search],
    queryFn: ({ signal }) =>
      jsonOf(api.leads.leads.$get({ query: { limit: String(LEAD_PICKER_LIMIT), ...(search ? { search } : {}) } }, { init: { signal } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}
