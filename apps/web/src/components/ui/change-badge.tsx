import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatChange } from '@porchlight/domain/dashboard/dashboard-metrics';
import { cn } from '@/lib/cn';

/**
 * A figure's change against the period before: an arrow and the percentage, green up and red
 * down, then what it is compared with. `change` null (nothing before to compare) shows `none`.
 */
export function ChangeBadge({ change, comparison, none }: { change: number | null; comparison: string; none: string }) {
  if (change === null) return <p className="text-xs text-muted-foreground">{none}</p>;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 font-medium',
          change > 0 && 'text-emerald-600 dark:text-emerald-400',
          change < 0 && 'text-destructive',
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {formatChange(change)}
      </span>
      {comparison}
    </p>
  );
}
