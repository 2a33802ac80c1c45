import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { annualSaving, PLAN_KEYS, PLANS, type BillingInterval, type PlanKey } from '@porchlight/domain/billing/plans';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import type { UseSubscriptionResult } from '@/lib/subscription/use-subscription';
import { useChoosePlan } from '../api/choose-plan';
import { useChargePreview } from '../api/preview-charge';
import { limitsOverOnPlan, planAction, planActionLabel } from '../plan-change';
import { ChargeConfirmDialog } from './charge-confirm-dialog';
import { DowngradeDialog } from './downgrade-dialog';
import { IntervalSwitch } from './interval-switch';
import { PlanCard } from './plan-card';

const BEST_SAVING = Math.max(...PLAN_KEYS.map((k) => annualSaving(PLANS[k]).percent));
type PaidPlanKey = Exclude<PlanKey, 'trial'>;

/** The four plans side by side (stacked on a phone), monthly or annual, with upgrade and downgrade. */
export function PlanPicker({ view }: { view: UseSubscriptionResult }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('interval');
  // The interval shown lives in the URL; until chosen it is the one the user pays by.
  const interval: BillingInterval =
    requested === 'annual' || requested === 'monthly' ? requested : (view.subscription?.billing_interval ?? 'monthly');
  const setInterval = (next: BillingInterval) =>
    setParams(
      (prev) => {
        prev.set('interval', next);
        return prev;
      },
      { replace: true },
    );

  const choosePlan = useChoosePlan();
  const [downgradeTo, setDowngradeTo] = useState<PaidPlanKey | null>(null);
  // An upgrade, a first plan or an interval switch charges: it shows the amount and asks first.
  const [buying, setBuying] = useState<PaidPlanKey | null>(null);
  const chargePreview = useChargePreview(buying ? { plan: { plan: buying, interval } } : null);
  const current = { planId: view.plan?.key ?? null, subscription: view.subscription };

  const change = (plan: PaidPlanKey) =>
    choosePlan.mutate(
      { plan, interval },
      {
        onSuccess: (result) => {
          setDowngradeTo(null);
          setBuying(null);
          if (result.kind === 'applied')
            toast.success(`You're now on the ${PLANS[plan].name} plan, billed ${interval === 'annual' ? 'annually' : 'monthly'}`);
        },
        onError: (error) => toastErrorUnlessLimitReached(error, 'Could not change your plan. Please try again.'),
      },
    );

  const select = (plan: PaidPlanKey) => {
    if (planAction(plan, interval, current) === 'downgrade') setDowngradeTo(plan);
    else setBuying(plan);
  };

  return (
    <div className="grid gap-4">
      <IntervalSwitch value={interval} onChange={setInterval} bestSavingPercent={BEST_SAVING} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {PLAN_KEYS.map((key) => (
          <PlanCard
            key={key}
            plan={PLANS[key]}
            interval={interval}
            action={planAction(key, interval, current)}
            isBusy={choosePlan.isPending && choosePlan.variables?.plan === key && !downgradeTo && !buying}
            isDisabled={choosePlan.isPending}
            onSelect={() => key !== 'trial' && select(key)}
          />
        ))}
      </div>
      <ChargeConfirmDialog
        title={buying ? `${planActionLabel(planAction(buying, interval, current), PLANS[buying].name, interval)}?` : null}
        action={buying ? planActionLabel(planAction(buying, interval, current), PLANS[buying].name, interval) : ''}
        preview={chargePreview}
        isBusy={choosePlan.isPending}
        onConfirm={() => buying && change(buying)}
        onClose={() => setBuying(null)}
      />
      <DowngradeDialog
        plan={downgradeTo ? PLANS[downgradeTo] : null}
        interval={interval}
        overLimits={downgradeTo && view.usage ? limitsOverOnPlan(downgradeTo, view.addons, view.usage) : []}
        isBusy={choosePlan.isPending}
        onConfirm={() => downgradeTo && change(downgradeTo)}
        onClose={() => setDowngradeTo(null)}
      />
    </div>
  );
}
