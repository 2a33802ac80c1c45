import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { MarketArea } from '@porchlight/domain/market/market-areas';

/** The chosen area lives in ?area= (links and reloads keep it); the largest area otherwise. */
export function useMarketArea(areas: readonly MarketArea[] | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('area');
  const area = areas?.find((a) => a.key === requested) ?? areas?.[0] ?? null;
  const setArea = useCallback((key: string) => setParams({ area: key }), [setParams]);
  return { area, setArea };
}
