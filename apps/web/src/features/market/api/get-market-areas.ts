import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketArea } from '@porchlight/domain/market/market-areas';
import { apiFetch } from '@/lib/api-client';

export const marketKey = ['market'] as const;

export const getMarketAreas = (signal?: AbortSignal) => apiFetch<{ areas: MarketArea[] }>('/api/market/areas', { signal });

export const getMarketAreasQueryOptions = () => queryOptions({ queryKey: [...marketKey, 'areas'], queryFn: ({ signal }) => getMarketAreas(signal) });

export const useMarketAreas = () => useQuery(getMarketAreasQueryOptions());
