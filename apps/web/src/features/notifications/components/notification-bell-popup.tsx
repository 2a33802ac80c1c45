import { useState, type ReactElement } from 'react';
import type { OverlayStart } from '@/components/ui/deferred-overlay';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { NotificationPanel } from './notification-panel';

/** The bell's notification panel, loaded after first paint (notification-bell.tsx shows the bell). */
export function NotificationBellPopup({ trigger, defaultOpen, autoFocus }: OverlayStart & { trigger: ReactElement }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild autoFocus={autoFocus}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" className="w-[24rem]">
        <NotificationPanel onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
