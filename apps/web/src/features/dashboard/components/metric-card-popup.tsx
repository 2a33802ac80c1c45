import type { ReactElement } from 'react';
import type { OverlayStart } from '@/components/ui/deferred-overlay';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** How a metric is computed, in its popover: loaded after first paint (metric-card.tsx shows the button). */
export function MetricCardPopup({ trigger, defaultOpen, autoFocus, tooltip }: OverlayStart & { trigger: ReactElement; tooltip: string }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild autoFocus={autoFocus}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent className="w-72 p-3 text-sm" role="tooltip">
        {tooltip}
      </PopoverContent>
    </Popover>
  );
}
