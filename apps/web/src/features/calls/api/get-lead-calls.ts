import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { callsKey } from './get-call-settings';

export const leadCallsKey = (leadId: string) => [...callsKey, 'lead', leadId] as const;

export const getLeadCalls = (leadId: string, signal?: AbortSignal) =>
  jsonOf(api.calls.calls.$get({ query: { lead_id: leadId } }, { init: { signal } }));

export const getLeadCallsQueryOptions = (leadId: string) =>
  queryOptions({ queryKey: leadCallsKey(leadId), queryFn: ({ signal }) => getLeadCalls(leadId, signal) });

/** A lead's calls through Porchlight (newest first), with their recordings: one request for the whole timeline. */
export function useLeadCalls(leadId: string) {
  return useQuery(getLeadCallsQueryOptions(leadId));
}
