import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AudienceResponse } from '@porchlight/domain/leads/audience';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

export function getAudience(signal?: AbortSignal): Promise<AudienceResponse> {
  return apiFetch<AudienceResponse>('/api/leads/audience', { signal });
}

export const getAudienceQueryOptions = () => queryOptions({ queryKey: [...leadsKey, 'audience'], queryFn: ({ signal }) => getAudience(signal) });

/** `enabled: false` until needed (the list's filter boxes ask only once opened). */
export function useAudience({ enabled = true } = {}) {
  return useQuery({ ...getAudienceQueryOptions(), enabled });
}
