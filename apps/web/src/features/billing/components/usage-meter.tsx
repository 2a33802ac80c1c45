import { useId } from 'react';
import { Link } from 'react-router';
import * as Progress from '@radix-ui/react-progress';
import { formatCompactNumber, formatLimit } from '@porchlight/domain/billing/format-money';
import type { UsageLevel } from '@porchlight/domain/billing/entitlements';
import type { LimitUsage } from '@/lib/subscription/subscription-view';
import { cn } from '@/lib/cn';

const BAR_COLOURS: Record<UsageLevel, string> = { ok: 'bg-primary', warning: 'bg-amber-500', full: 'bg-destructive' };
const NOTES: Record<UsageLevel, string> = { ok: '', warning: 'Nearly at the limit', full: 'Limit reached' };

/**
 * One plan limit: used / limit, the percentage, amber from 80% and red at 100%. A feature the
 * plan does not include is "Not included" with the plan that includes it, never red.
 */
export function UsageMeter({ usage }: { usage: LimitUsage }) {
  const labelId = useId();
  const { label, used, limit, isUnlimited, percentage, level, isIncluded, includedOn } = usage;
  if (!isIncluded) {
    return (
      <div
        role="group"
        aria-labelledby={labelId}
        data-level="not-included"
        className="grid gap-2 rounded-lg border border-dashed border-border bg-card p-4"
      >
        <div className="flex items-baseline justify-between gap-2">
          <span id={labelId} className="text-sm font-medium">
            {label}
          </span>
          <span className="text-sm text-muted-foreground">Not included</span>
        </div>
        <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          {usage.key === 'userSeats' ? 'Just you on your plan' : 'Not on your plan'}
          {includedOn && (
            <Link to="/settings?tab=plan" className="font-medium text-primary underline-offset-4 hover:underline">
              Included on {includedOn}
            </Link>
          )}
        </p>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-level={isUnlimited ? 'unlimited' : level}
      className="grid gap-2 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {formatCompactNumber(used)} / {formatLimit(limit)}
        </span>
      </div>
      {isUnlimited ? (
        <p className="text-xs text-muted-foreground">Unlimited on your plan</p>
      ) : (
        <>
          <Progress.Root
            value={Math.min(percentage, 100)}
            aria-label={`${label} used`}
            aria-valuetext={`${used.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} (${percentage}%)`}
            className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <Progress.Indicator
              className={cn('h-full w-full transition-transform', BAR_COLOURS[level])}
              style={{ transform: `translateX(-${100 - Math.min(percentage, 100)}%)` }}
            />
          </Progress.Root>
          <div className="flex items-center justify-between gap-2 text-xs">
            <span
              className={cn(
                level === 'full'
                  ? 'font-medium text-destructive'
                  : level === 'warning'
                    ? 'font-medium text-amber-700 dark:text-amber-400'
                    : 'text-muted-foreground',
              )}
            >
              {percentage}% used{NOTES[level] && ` · ${NOTES[level]}`}
            </span>
            {level !== 'ok' && (
              <Link to="/settings?tab=plan" className="font-medium text-primary underline-offset-4 hover:underline">
                Raise limit
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}
