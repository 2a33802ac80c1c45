import { useSearchParams } from 'react-router';
import { useSubscription } from '@/lib/subscription/use-subscription';
import { AddonStore } from './addon-store';
import { LockedFeatures } from './locked-features';
import { PanelError } from './panel-error';
import { PlanPicker } from './plan-picker';
import { SettingsSkeleton } from './settings-skeleton';

/** Settings > Plan: the plans, what the current one leaves out, and the add-on store. */
export function PlanSettings() {
  const view = useSubscription();
  const [params] = useSearchParams();

  if (view.isLoading) return <SettingsSkeleton label="Loading plans..." />;
  if (view.error)
    return <PanelError message="We couldn't load your plan." detail={view.error} onRetry={view.refetch} isRetrying={view.isRefetching} />;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="plans-title" className="grid gap-4">
        <div>
          <h2 id="plans-title" className="text-lg font-semibold">
            Plans
          </h2>
          <p className="text-sm text-muted-foreground">
            {view.plan
              ? `You are on the ${view.plan.name} plan.`
              : "You don't have a plan at the moment: choose one to keep using Porchlight."}
          </p>
        </div>
        {params.get('checkout') === 'cancelled' && (
          <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
            Checkout was cancelled: nothing was charged and your plan is unchanged.
          </p>
        )}
        {view.entitlements && <LockedFeatures entitlements={view.entitlements} />}
        <PlanPicker view={view} />
      </section>
      <section aria-labelledby="addons-title" className="grid gap-4">
        <div>
          <h2 id="addons-title" className="text-lg font-semibold">
            Add-ons
          </h2>
          <p className="text-sm text-muted-foreground">Monthly extras that raise a limit on top of your plan.</p>
        </div>
        <AddonStore owned={view.addons} />
      </section>
    </div>
  );
}
