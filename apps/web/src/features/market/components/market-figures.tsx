import { MARKET_METRICS, MARKET_METRIC_INFO, type MarketMetric, type MarketOverview } from '@porchlight/domain/market/market-metrics';
import { formatFigure } from './market-format';

type MarketFiguresProps = { metrics: MarketOverview['metrics']; onOpen: (metric: MarketMetric) => void };

/** The six headline numbers; each opens the list of properties it was measured over. */
export function MarketFigures({ metrics, onOpen }: MarketFiguresProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Market figures">
      {MARKET_METRICS.map((metric) => {
        const { label, definition } = MARKET_METRIC_INFO[metric];
        const { value, count } = metrics[metric];
        return (
          <li key={metric}>
            <button
              type="button"
              onClick={() => onOpen(metric)}
              disabled={count === 0}
              title={definition}
              className="grid w-full gap-1 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:hover:bg-card"
            >
              {/* Its name is what it shows (WCAG 2.5.3: a voice user says what they see). */}
              <span className="text-sm text-muted-foreground">{label}</span>
              <span className="text-2xl font-semibold tabular-nums">{formatFigure(metric, value)}</span>
              <span className="text-xs text-muted-foreground">
                {count === 0 ? 'No properties to measure yet' : `From ${count} ${count === 1 ? 'property' : 'properties'} · show them`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
