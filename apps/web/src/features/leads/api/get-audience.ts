import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export const getAudience = (signal?: AbortSignal) => jsonOf(api.leads.leads.audience.$get({}, { init: { signal } }));

export const getAudienceQueryOptions = () =>
  queryOptions({ queryKey: [...leadsKey, 'audience'], queryFn: ({ signal }) => getAudience(signal) });

/** `enabled: false` until needed (the list's filter boxes ask only once opened). */
export function useAudience({ enabled = true } = {}) {
  return useQuery({ ...getAudienceQueryOptions(), enabled });
}
