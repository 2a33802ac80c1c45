import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadPropertyLinksResponse } from '@porchlight/domain/leads/lead-property-links';
import { apiFetch } from '@/lib/api-client';

export const leadPropertyLinksKey = ['lead-properties'] as const;

/** The properties a lead is linked to (its page), or the leads linked to a property (the property's page). */
export const getLinksQueryOptions = (side: 'lead' | 'property', id: string) =>
  queryOptions({
    queryKey: [...leadPropertyLinksKey, side, id],
    queryFn: ({ signal }) =>
      apiFetch<LeadPropertyLinksResponse>(side === 'lead' ? `/api/leads/${encodeURIComponent(id)}/properties` : `/api/properties/${encodeURIComponent(id)}/leads`, { signal }).then((r) => r.links),
  });

export const useLeadPropertyLinks = (side: 'lead' | 'property', id: string) => useQuery(getLinksQueryOptions(side, id));
