import { Link, useSearchParams } from 'react-router';
import { Gauge } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSubscription } from '@/lib/subscription/use-subscription';
import { PanelError } from './panel-error';
import { renewalText } from './renewal-line';
import { SettingsSkeleton } from './settings-skeleton';
import { UsageMeters } from './usage-meters';

/** Settings > Usage: a meter per plan limit and when the period renews (the team has its own tab). */
export function UsageSettings() {
  const view = useSubscription();
  const [params] = useSearchParams();

  let usage;
  if (view.isLoading) usage = <SettingsSkeleton label="Loading usage..." cards={3} />;
  else if (view.error)
    usage = <PanelError message="We couldn't load your usage." detail={view.error} onRetry={view.refetch} isRetrying={view.isRefetching} />;
  else if (!view.subscription || !view.usage)
    usage = (
      <EmptyState
        icon={Gauge}
        title="No plan at the moment"
        description="Usage is measured against a plan's limits. Choose a plan to see your meters here."
      >
        <Button asChild>
          <Link to="/settings?tab=plan">Choose a plan</Link>
        </Button>
      </EmptyState>
    );
  else usage = <UsageMeters view={view} highlight={params.get('highlight') === 'true'} />;

  const renewal = renewalText(view.subscription, view.daysUntilRenewal);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="usage-title" className="grid gap-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="usage-title" className="text-lg font-semibold">
              Usage{view.plan ? ` on ${view.plan.name}` : ''}
            </h2>
            <p className="text-sm text-muted-foreground">How much of each limit you are using, including your add-ons.</p>
          </div>
          {renewal && <p className="text-sm font-medium">{renewal}</p>}
        </div>
        {usage}
      </section>
    </div>
  );
}
