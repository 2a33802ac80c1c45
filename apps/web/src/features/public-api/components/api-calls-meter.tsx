import { useId } from 'react';
import { Link } from 'react-router';
import { formatCompactNumber, formatLimit } from '@porchlight/domain/billing/format-money';
import { usageLevel, usagePercentage } from '@porchlight/domain/billing/entitlements';
import { FEATURE_LABELS } from '@porchlight/domain/billing/plans';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useApiKeys } from '../api/api-keys';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The month's API calls, shown in the Usage tab beside the plan's other meters (plans with API access). */
export function ApiCallsMeter() {
  const labelId = useId();
  const keys = useApiKeys();
  if (!keys.data?.apiAccess) return null;
  const { calls, allowed, resetsAt } = keys.data.usage;
  const label = FEATURE_LABELS.apiCalls;
  const percentage = usagePercentage(calls, allowed);
  const level = allowed === -1 ? 'ok' : usageLevel(percentage);
  return (
    <div role="group" aria-labelledby={labelId} data-level={level} className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {label} this month
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {formatCompactNumber(calls)} / {formatLimit(allowed)}
        </span>
      </div>
      {allowed !== -1 && (
        <Progress
          value={Math.min(percentage, 100)}
          aria-label={`${label} used`}
          className={cn(level === 'full' && '[&>*]:bg-destructive', level === 'warning' && '[&>*]:bg-amber-500')}
        />
      )}
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {allowed === -1 ? 'Unlimited on your plan' : `${percentage}% used`} · starts afresh on {dayFormat.format(new Date(resetsAt))}
        </span>
        <Link to="/settings?tab=api" className="font-medium text-primary underline-offset-4 hover:underline">
          API keys
        </Link>
      </div>
    </div>
  );
}
