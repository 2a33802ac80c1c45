import { useId } from 'react';
import { annualSaving, TRIAL_LENGTH_DAYS, type BillingInterval, type Plan } from '@porchlight/domain/billing/plans';
import { formatUsd } from '@porchlight/domain/billing/format-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { planActionLabel, type PlanAction } from '../plan-change';
import { PlanFeatureList } from './plan-feature-list';

type PlanCardProps = {
  plan: Plan;
  interval: BillingInterval;
  action: PlanAction;
  isBusy: boolean;
  /** Another plan change is running. */
  isDisabled: boolean;
  onSelect: () => void;
};

function PlanPrice({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  if (plan.price.monthly === 0) {
    return (
      <div>
        <p className="text-3xl font-semibold">Free</p>
        <p className="text-sm text-muted-foreground">For {TRIAL_LENGTH_DAYS} days after you sign up</p>
      </div>
    );
  }
  if (interval === 'monthly') {
    return (
      <div>
        <p>
          <span className="text-3xl font-semibold">{formatUsd(plan.price.monthly)}</span>
          <span className="text-sm text-muted-foreground"> /month</span>
        </p>
        <p className="text-sm text-muted-foreground">Billed monthly</p>
      </div>
    );
  }
  const { perYearAnnual, saving, percent } = annualSaving(plan);
  return (
    <div>
      <p>
        <span className="text-3xl font-semibold">{formatUsd(plan.price.annual)}</span>
        <span className="text-sm text-muted-foreground"> /month</span>
      </p>
      <p className="text-sm text-muted-foreground">Billed annually: {formatUsd(perYearAnnual)} a year</p>
      <p className="text-sm font-medium text-success">
        Save {formatUsd(saving)} a year ({percent}%)
      </p>
    </div>
  );
}

/** One plan: price for the chosen interval, its action, and every feature. */
export function PlanCard({ plan, interval, action, isBusy, isDisabled, onSelect }: PlanCardProps) {
  const titleId = useId();
  const isCurrent = action === 'current';
  const label = planActionLabel(action, plan.name, interval);
  const busyLabel = action === 'downgrade' ? 'Downgrading...' : action === 'switch-interval' ? 'Switching...' : 'Upgrading...';
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-xs',
        isCurrent ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        {isCurrent && <Badge>Current plan</Badge>}
      </header>
      <PlanPrice plan={plan} interval={interval} />
      {action !== 'none' && (
        <Button
          variant={action === 'upgrade' || action === 'choose' ? 'default' : 'outline'}
          disabled={isCurrent || isDisabled}
          isLoading={isBusy}
          onClick={onSelect}
        >
          {isBusy ? busyLabel : label}
        </Button>
      )}
      <PlanFeatureList features={plan.features} />
    </section>
  );
}
