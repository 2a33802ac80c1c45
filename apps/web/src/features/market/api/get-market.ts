import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { marketKey } from './get-market-areas';

export const getMarket = (area: string, signal?: AbortSignal) => jsonOf(api.market.market.$get({ query: { area } }, { init: { signal } }));

export const getMarketQueryOptions = (area: string) =>
  queryOptions({ queryKey: [...marketKey, 'area', area], queryFn: ({ signal }) => getMarket(area, signal) });

export const useMarket = (area: string | null) =>
  useQuery({ ...getMarketQueryOptions(area ?? ''), enabled: area !== null, placeholderData: keepPreviousData });
