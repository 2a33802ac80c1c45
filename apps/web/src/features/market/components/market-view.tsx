import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { MARKET_METRIC_INFO } from '@porchlight/domain/market/market-metrics';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useMarket } from '../api/get-market';
import { useMarketAreas } from '../api/get-market-areas';
import { useMarketArea } from '../hooks/use-market-area';
import { useLiveMarket } from '../hooks/use-live-market';
import { MarketFigures } from './market-figures';
import { monthLabel } from './market-format';
import { MarketPropertiesDialog, type MarketSelection } from './market-properties-dialog';
import { MarketTrends } from './market-trends';

/** /market: the figures of one area the agent's properties are in, their trends, and the properties behind them. */
export function MarketView() {
  const areas = useMarketAreas();
  const { area, setArea } = useMarketArea(areas.data?.areas);
  const market = useMarket(area?.key ?? null);
  const [selection, setSelection] = useState<MarketSelection | null>(null);
  useLiveMarket();

  if (areas.isPending) return <Skeleton className="h-96 w-full" aria-label="Loading your market" />;
  if (areas.isError)
    return <ErrorState title="Could not load your market" message={messageOf(areas.error)} onRetry={() => void areas.refetch()} />;
  if (!area)
    return (
      <EmptyState
        icon={MapPin}
        title="Add or import properties to see your market"
        description="Market figures are measured over the properties in your book, area by area (ZIP code, or city when there is none)."
      >
        <Link to="/properties" className={buttonVariants()}>
          Go to properties
        </Link>
      </EmptyState>
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="market-area">Area</Label>
        <NativeSelect id="market-area" value={area.key} onChange={(e) => setArea(e.target.value)}>
          {areas.data.areas.map((a) => (
            <option key={a.key} value={a.key}>
              {a.label} ({a.properties} {a.properties === 1 ? 'property' : 'properties'})
            </option>
          ))}
        </NativeSelect>
      </div>
      {market.isPending ? (
        <Skeleton className="h-80 w-full" aria-label={`Loading ${area.label}`} />
      ) : market.isError ? (
        <ErrorState
          title={`Could not load ${area.label}`}
          message={messageOf(market.error)}
          onRetry={() => void market.refetch()}
          isRetrying={market.isRefetching}
        />
      ) : (
        <>
          <MarketFigures
            metrics={market.data.metrics}
            onOpen={(metric) =>
              setSelection({
                title: `${MARKET_METRIC_INFO[metric].label} in ${area.label}`,
                description: MARKET_METRIC_INFO[metric].definition,
                query: { area: area.key, metric },
              })
            }
          />
          <MarketTrends
            trends={market.data.trends}
            areaLabel={area.label}
            onOpenMonth={(month, kind) =>
              setSelection({
                title: `${kind === 'sold' ? 'Sold' : 'Listed'} in ${monthLabel(month)}, ${area.label}`,
                description:
                  kind === 'sold'
                    ? 'Properties whose sale date falls in this month.'
                    : 'Properties whose listing date (or the day you added them) falls in this month.',
                query: { area: area.key, month, kind },
              })
            }
          />
        </>
      )}
      <MarketPropertiesDialog selection={selection} onClose={() => setSelection(null)} />
    </div>
  );
}
