import { useEffect, useRef, useState } from 'react';
import { PLAN_LIMIT_KEYS } from '@porchlight/domain/billing/usage';
import type { SubscriptionView } from '@/lib/subscription/subscription-view';
import { cn } from '@/lib/cn';
import { UsageMeter } from './usage-meter';

/** How long `?highlight=true` (a notification's deep link) marks the meters. */
export const USAGE_HIGHLIGHT_MS = 3000;

/** A meter for each plan limit of spec 000 §3; briefly highlighted when a link asks for it. */
export function UsageMeters({ view, highlight }: { view: SubscriptionView; highlight: boolean }) {
  const [isHighlighted, setHighlighted] = useState(highlight);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isHighlighted) return;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    const timer = setTimeout(() => setHighlighted(false), USAGE_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [isHighlighted]);

  return (
    <div
      ref={ref}
      data-highlighted={isHighlighted || undefined}
      className={cn(
        'grid gap-3 rounded-lg transition-shadow duration-700 sm:grid-cols-2 xl:grid-cols-3',
        isHighlighted && 'ring-2 ring-primary ring-offset-4 ring-offset-background',
      )}
    >
      {PLAN_LIMIT_KEYS.map((key) => {
        const usage = view.usageFor(key);
        return usage ? <UsageMeter key={key} usage={usage} /> : null;
      })}
    </div>
  );
}
