import { formatUsd } from '@porchlight/domain/billing/format-money';
import type { BillingInterval, Plan } from '@porchlight/domain/billing/plans';
import type { OverLimit } from '../plan-change';
import { ConfirmDialog } from './confirm-dialog';

type DowngradeDialogProps = {
  plan: Plan | null;
  interval: BillingInterval;
  overLimits: OverLimit[];
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms a downgrade and names every limit the account is already above on the smaller plan. */
export function DowngradeDialog({ plan, interval, overLimits, isBusy, onConfirm, onClose }: DowngradeDialogProps) {
  if (!plan) return null;
  const price = interval === 'annual' ? plan.price.annual : plan.price.monthly;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Downgrade to ${plan.name}?`}
      description={`${plan.name} costs ${formatUsd(price)} a month${interval === 'annual' ? ', billed annually' : ''} and has lower limits than your current plan.`}
      confirmLabel={`Downgrade to ${plan.name}`}
      busyLabel="Downgrading..."
      dismissLabel="Keep my plan"
      isBusy={isBusy}
      onConfirm={onConfirm}
    >
      {overLimits.length > 0 ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">You are already using more than {plan.name} allows:</p>
          <ul className="grid gap-1">
            {overLimits.map((item) => (
              <li key={item.key} className="flex justify-between gap-3">
                <span>{item.label}</span>
                <span className="tabular-nums">
                  {item.used.toLocaleString('en-US')} used, new limit {item.newLimit.toLocaleString('en-US')}
                </span>
              </li>
            ))}
          </ul>
          <p>Nothing is deleted, but you can't add more of these until you are under the new limits.</p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Everything you have today fits within {plan.name}'s limits.</p>
      )}
    </ConfirmDialog>
  );
}
