import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketOverview } from '@porchlight/domain/market/market-metrics';
import { apiFetch } from '@/lib/api-client';
import { marketKey } from './get-market-areas';

export const getMarket = (area: string, signal?: AbortSignal) => apiFetch<MarketOverview>(`/api/market?area=${encodeURIComponent(area)}`, { signal });

export const getMarketQueryOptions = (area: string) => queryOptions({ queryKey: [...marketKey, 'area', area], queryFn: ({ signal }) => getMarket(area, signal) });

export const useMarket = (area: string | null) => useQuery({ ...getMarketQueryOptions(area ?? ''), enabled: area !== null, placeholderData: keepPreviousData });
