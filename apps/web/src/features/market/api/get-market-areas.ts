import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const marketKey = ['market'] as const;

export const getMarketAreas = (signal?: AbortSignal) => jsonOf(api.market.market.areas.$get({}, { init: { signal } }));

export const getMarketAreasQueryOptions = () =>
  queryOptions({ queryKey: [...marketKey, 'areas'], queryFn: ({ signal }) => getMarketAreas(signal) });

export const useMarketAreas = () => useQuery(getMarketAreasQueryOptions());
