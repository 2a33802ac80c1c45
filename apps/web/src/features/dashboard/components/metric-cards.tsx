import { useSearchParams } from 'react-router';
import { DASHBOARD_METRIC_KEYS } from '@porchlight/domain/dashboard/dashboard-metrics';
import { DASHBOARD_PERIODS, DASHBOARD_PERIOD_LABELS, type DashboardPeriod } from '@porchlight/domain/dashboard/dashboard-period';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDashboardMetrics } from '../api/get-dashboard';
import { MetricCard } from './metric-card';

const isPeriod = (v: string | null): v is DashboardPeriod => (DASHBOARD_PERIODS as readonly (string | null)[]).includes(v);

/** The period picker; the period lives in ?period= so a reload or a shared link keeps it. */
function PeriodPicker({ period, onChange }: { period: DashboardPeriod; onChange: (p: DashboardPeriod) => void }) {
  return (
    <div role="radiogroup" aria-label="Period" className="inline-flex rounded-md border border-border bg-card p-0.5">
      {DASHBOARD_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={p === period}
          onClick={() => onChange(p)}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            p === period && 'bg-primary text-primary-foreground hover:text-primary-foreground',
          )}
        >
          {DASHBOARD_PERIOD_LABELS[p]}
        </button>
      ))}
    </div>
  );
}

export function MetricCards() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('period');
  const period: DashboardPeriod = isPeriod(requested) ? requested : 'day';
  const metrics = useDashboardMetrics(period);
  const choose = (p: DashboardPeriod) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p === 'day') next.delete('period');
        else next.set('period', p);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="metrics-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="metrics-heading" className="text-lg font-semibold">
          Your numbers
        </h2>
        <PeriodPicker period={period} onChange={choose} />
      </div>
      {metrics.isPending ? (
        <div
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6"
          role="status"
          aria-busy="true"
          aria-label="Loading your numbers"
        >
          {DASHBOARD_METRIC_KEYS.map((key) => (
            <Card key={key} className="grid gap-3 p-4">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-7 w-16" />
              <Skeleton className="h-4 w-32" />
            </Card>
          ))}
        </div>
      ) : metrics.isError ? (
        <ErrorState
          title="Could not load your numbers"
          message={messageOf(metrics.error)}
          onRetry={() => void metrics.refetch()}
          isRetrying={metrics.isFetching}
        />
      ) : (
        <div className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6', metrics.isPlaceholderData && 'opacity-60')}>
          {metrics.data.metrics.map((metric) => (
            <MetricCard key={metric.key} metric={metric} comparison={metrics.data.comparison} />
          ))}
        </div>
      )}
    </section>
  );
}
