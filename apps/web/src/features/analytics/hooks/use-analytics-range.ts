import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  AnalyticsQuerySchema,
  DEFAULT_PERIOD,
  PERIOD_PRESETS,
  type AnalyticsQuery,
  type PeriodPreset,
} from '@porchlight/domain/analytics/analytics-period';

/**
 * The period lives in the URL beside ?tab= (links, reloads and Back agree): ?period=90d, or a
 * custom ?from=&to= (advanced analytics only; without it the preset is used).
 */
export function useAnalyticsRange(canUseCustom: boolean) {
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo<AnalyticsQuery>(() => {
    if (canUseCustom && from && to && AnalyticsQuerySchema.safeParse({ from, to }).success) return { from, to };
    return { period: (PERIOD_PRESETS as readonly string[]).includes(period ?? '') ? (period as PeriodPreset) : DEFAULT_PERIOD };
  }, [canUseCustom, from, to, period]);

  const update = useCallback(
    (next: AnalyticsQuery) =>
      setParams((current) => {
        const kept = new URLSearchParams(current);
        for (const key of ['period', 'from', 'to']) kept.delete(key);
        if (next.from && next.to) {
          kept.set('from', next.from);
          kept.set('to', next.to);
        } else if (next.period) kept.set('period', next.period);
        return kept;
      }),
    [setParams],
  );
  return { range, setRange: update };
}
