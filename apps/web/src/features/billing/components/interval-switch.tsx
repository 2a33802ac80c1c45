import { useId } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { BillingInterval } from '@porchlight/domain/billing/plans';
import { cn } from '@/lib/cn';

type IntervalSwitchProps = { value: BillingInterval; onChange: (interval: BillingInterval) => void; bestSavingPercent: number };

/** Monthly or annual prices: a real switch ("Billed annually"), with both words visible. */
export function IntervalSwitch({ value, onChange, bestSavingPercent }: IntervalSwitchProps) {
  const id = useId();
  const isAnnual = value === 'annual';
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className={cn(isAnnual ? 'text-muted-foreground' : 'font-medium')} aria-hidden="true">
        Monthly
      </span>
      <SwitchPrimitive.Root
        id={id}
        checked={isAnnual}
        onCheckedChange={(checked) => onChange(checked ? 'annual' : 'monthly')}
        aria-label="Billed annually"
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-primary"
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className={cn('cursor-pointer', isAnnual ? 'font-medium' : 'text-muted-foreground')}>
        Annual
      </label>
      {bestSavingPercent > 0 && (
        <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-medium text-success-text">
          Save up to {bestSavingPercent}%
        </span>
      )}
    </div>
  );
}
