import { Clock, DollarSign, Home, Info, ListChecks, Users, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatMinutes, type DashboardMetric, type DashboardMetricKey } from '@porchlight/domain/dashboard/dashboard-metrics';
import { formatCompactMoney } from '@porchlight/domain/properties/format-price';
import { Card } from '@/components/ui/card';
import { ChangeBadge } from '@/components/ui/change-badge';
import { deferredOverlay } from '@/components/ui/deferred-overlay';
import { cn } from '@/lib/cn';

// The explanation's Radix popover loads after first paint; its button shows at once (issue 15).
const MetricCardPopup = deferredOverlay('dialog', () => import('./metric-card-popup').then((m) => m.MetricCardPopup));

// Spec 001 §2 "Metric card": title, value, optional change with a period, a tooltip and an icon
// whose colour varies by title.
const ICONS: Record<DashboardMetricKey, { icon: LucideIcon; tone: string }> = {
  leads: { icon: Users, tone: 'bg-sky-500/10 text-sky-600 dark:text-sky-400' },
  properties: { icon: Home, tone: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400' },
  tasks: { icon: ListChecks, tone: 'bg-amber-500/10 text-amber-600 dark:text-amber-400' },
  executions: { icon: Zap, tone: 'bg-violet-500/10 text-violet-600 dark:text-violet-400' },
  pipelineValue: { icon: DollarSign, tone: 'bg-green-500/10 text-green-600 dark:text-green-400' },
  timeSaved: { icon: Clock, tone: 'bg-rose-500/10 text-rose-600 dark:text-rose-400' },
};

export function formatMetricValue(metric: Pick<DashboardMetric, 'value' | 'format'>): string {
  if (metric.format === 'money') return metric.value === 0 ? '$0' : formatCompactMoney(metric.value);
  if (metric.format === 'minutes') return formatMinutes(metric.value);
  return formatCount(metric.value);
}

/** One figure of the dashboard; the card opens where the agent acts on it, the info button says how it is computed. */
export function MetricCard({ metric, comparison }: { metric: DashboardMetric; comparison: string }) {
  const { icon: Icon, tone } = ICONS[metric.key];
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-colors hover:border-primary/40">
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className={cn('flex size-8 items-center justify-center rounded-md', tone)}>
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <h3 className="text-sm font-medium text-muted-foreground">
            {/* The whole card is the link's hit area; the info button sits above it. */}
            <Link
              to={metric.href}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {metric.title}
            </Link>
          </h3>
        </div>
        <MetricCardPopup
          tooltip={metric.tooltip}
          trigger={
            <button
              type="button"
              className="relative z-10 rounded-full p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={`How ${metric.title} is computed`}
            >
              <Info className="size-4" aria-hidden="true" />
            </button>
          }
        />
      </div>
      <p className="text-2xl font-semibold tabular-nums" data-testid={`metric-${metric.key}`}>
        {formatMetricValue(metric)}
      </p>
      <ChangeBadge change={metric.change} comparison={comparison} none="No earlier figure to compare" />
    </Card>
  );
}
