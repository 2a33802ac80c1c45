import { useId } from 'react';
import type { Addon } from '@porchlight/domain/billing/addons';
import type { OwnedAddonResponse } from '@porchlight/domain/billing/billing-schemas';
import { formatUsd } from '@porchlight/domain/billing/format-money';
import type { NumericFeature } from '@porchlight/domain/billing/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describeResource, formatDate } from './format';

type AddonCardProps = {
  addon: Addon;
  /** The owned row, when the user has this add-on. */
  owned: OwnedAddonResponse | undefined;
  isBuying: boolean;
  isBusy: boolean;
  onBuy: () => void;
  onCancel: () => void;
};

/** One add-on of the store: price, what it adds, and Add / Cancel / Keep. */
export function AddonCard({ addon, owned, isBuying, isBusy, onBuy, onCancel }: AddonCardProps) {
  const titleId = useId();
  const adds = (Object.entries(addon.resources) as [NumericFeature, number][])
    .map(([feature, amount]) => describeResource(feature, amount))
    .join(', ');
  const endsOn = formatDate(owned?.current_period_end);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h4 id={titleId} className="font-medium">
            {addon.name}
          </h4>
          <p className="text-sm text-muted-foreground">{addon.description}</p>
        </div>
        <p className="shrink-0 text-sm">
          <span className="font-semibold">{formatUsd(addon.price)}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
      </div>
      <p className="text-xs text-muted-foreground">Adds {adds}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {!owned && (
          <Button size="sm" aria-label={`Add ${addon.name}`} isLoading={isBuying} disabled={isBusy} onClick={onBuy}>
            {isBuying ? 'Adding...' : 'Add'}
          </Button>
        )}
        {owned && !owned.pending_cancellation && (
          <>
            <Badge variant="secondary">Active</Badge>
            <Button size="sm" variant="outline" aria-label={`Cancel ${addon.name}`} disabled={isBusy} onClick={onCancel}>
              Cancel
            </Button>
          </>
        )}
        {owned?.pending_cancellation && (
          <>
            <Badge variant="outline">Cancels at period end</Badge>
            {endsOn && <span className="text-xs text-muted-foreground">Ends {endsOn}</span>}
            <Button size="sm" variant="outline" aria-label={`Keep ${addon.name}`} isLoading={isBuying} disabled={isBusy} onClick={onBuy}>
              {isBuying ? 'Keeping...' : 'Keep'}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
