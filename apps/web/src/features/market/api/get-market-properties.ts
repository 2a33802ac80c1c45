import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketPropertiesQuery } from '@porchlight/domain/market/market-metrics';
import { api, jsonOf } from '@/lib/api';
import { marketKey } from './get-market-areas';

export const getMarketProperties = (query: MarketPropertiesQuery, signal?: AbortSignal) =>
  jsonOf(api.market.market.properties.$get({ query }, { init: { signal } }));

export const getMarketPropertiesQueryOptions = (query: MarketPropertiesQuery) =>
  queryOptions({ queryKey: [...marketKey, 'properties', query], queryFn: ({ signal }) => getMarketProperties(query, signal) });

/** The properties behind one number (or one trend month); asked for only while its list is open. */
export const useMarketProperties = (query: MarketPropertiesQuery | null) =>
  useQuery({ ...getMarketPropertiesQueryOptions(query ?? { area: '' }), enabled: query !== null });
