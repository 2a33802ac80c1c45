import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import type { CardProperty } from '@porchlight/domain/messaging/property-card';
import { api, jsonOf } from '@/lib/api';

export const PROPERTY_PICKER_LIMIT = 8;

/** The agent's properties whose address matches `search` (the properties list API), for a card. */
export function usePropertySearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['properties', 'card-picker', search],
    queryFn: ({ signal }) =>
      jsonOf(
        api.properties.properties.$get(
          { query: { limit: String(PROPERTY_PICKER_LIMIT), ...(search ? { search } : {}) } },
          { init: { signal } },
        ),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** What a message card shows of a property: the current price, else the listing price. */
export const toCardProperty = (p: PropertyResponse): CardProperty & { id: string } => ({
  id: p.id,
  address: p.address,
  city: p.city,
  state: p.state,
  zipcode: p.zipcode,
  price: p.currentPrice ?? p.listingPrice,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  url: p.listingUrl,
});
