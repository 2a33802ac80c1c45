import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const LISTING_PICKER_LIMIT = 8;

/** The agent's properties whose address matches `search`, to fill a listing post from. */
export function useListingPropertySearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['properties', 'listing-post-picker', search],
    queryFn: ({ signal }) =>
      jsonOf(
        api.properties.properties.$get(
          { query: { limit: String(LISTING_PICKER_LIMIT), ...(search ? { search } : {}) } },
          { init: { signal } },
        ),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
