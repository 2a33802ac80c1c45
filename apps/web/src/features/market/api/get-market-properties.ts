import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketPropertiesQuery, MarketPropertiesResponse } from '@porchlight/domain/market/market-metrics';
import { apiFetch } from '@/lib/api-client';
import { marketKey } from './get-market-areas';

export const getMarketProperties = (query: MarketPropertiesQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return apiFetch<MarketPropertiesResponse>(`/api/market/properties?${params}`, { signal });
};

export const getMarketPropertiesQueryOptions = (query: MarketPropertiesQuery) =>
  queryOptions({ queryKey: [...marketKey, 'properties', query], queryFn: ({ signal }) => getMarketProperties(query, signal) });

/** The properties behind one number (or one trend month); asked for only while its list is open. */
export const useMarketProperties = (query: MarketPropertiesQuery | null) =>
  useQuery({ ...getMarketPropertiesQueryOptions(query ?? { area: '' }), enabled: query !== null });
