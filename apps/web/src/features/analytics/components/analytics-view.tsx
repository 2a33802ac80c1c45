import { ANALYTICS_CHARTS, ADVANCED_ANALYTICS_FEATURE, isAdvancedChart } from '@porchlight/domain/analytics/analytics-charts';
import { PERIOD_LABELS } from '@porchlight/domain/analytics/analytics-period';
import { planUnlocking } from '@porchlight/domain/billing/plans';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscription } from '@/lib/subscription/use-subscription';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { useLiveAnalytics } from '../hooks/use-live-analytics';
import { ChartCard } from './chart-card';
import { PeriodPicker } from './period-picker';

const UNLOCKING_PLAN = planUnlocking(ADVANCED_ANALYTICS_FEATURE)?.name ?? 'Agent';

/**
 * The Analytics tab: every plan sees leads, properties and messages for a preset period; the
 * plan feature advancedAnalytics adds the deeper charts, custom ranges and CSV downloads.
 */
export function AnalyticsView() {
  const { entitlements, isLoading } = useSubscription();
  const isAdvanced = Boolean(entitlements?.advancedAnalytics);
  const { range, setRange } = useAnalyticsRange(isAdvanced);
  useLiveAnalytics();
  const periodLabel = range.from && range.to ? `${range.from} to ${range.to}` : PERIOD_LABELS[range.period ?? '30d'];

  if (isLoading) return <Skeleton className="h-96 w-full" aria-label="Loading analytics" />;
  return (
    <section aria-label="Analytics" className="grid gap-4">
      <PeriodPicker range={range} onChange={setRange} canUseCustom={isAdvanced} unlockingPlan={UNLOCKING_PLAN} />
      <div className="grid gap-4 lg:grid-cols-2">
        {ANALYTICS_CHARTS.map((chart) => (
          <ChartCard
            key={chart}
            chart={chart}
            range={range}
            periodLabel={periodLabel}
            isLocked={isAdvancedChart(chart) && !isAdvanced}
            canDownload={isAdvanced}
            unlockingPlan={UNLOCKING_PLAN}
          />
        ))}
      </div>
    </section>
  );
}
