import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import { apiFetch } from '@/lib/api-client';

export const LISTING_PICKER_LIMIT = 8;

/** The agent's properties whose address matches `search`, to fill a listing post from. */
export function useListingPropertySearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['properties', 'listing-post-picker', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(LISTING_PICKER_LIMIT), ...(search ? { search } : {}) });
      return apiFetch<PropertyListResponse>(`/api/properties?${params}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
