import { Bell } from 'lucide-react';
import { formatBadgeCount } from '@porchlight/domain/layout/layout-constants';
import { countUnread, visibleNotifications } from '@porchlight/domain/notifications/notification-visibility';
import { Button } from '@/components/ui/button';
import { deferredOverlay } from '@/components/ui/deferred-overlay';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/lib/store';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';

// The panel and its Radix popover load after first paint; the bell and its badge show at once (issue 15).
const NotificationBellPopup = deferredOverlay('dialog', () => import('./notification-bell-popup').then((m) => m.NotificationBellPopup));

/**
 * The header bell (spec 001 §2): the unread badge ("99+" above 99, hidden at 0), the live
 * dot (green connected, red disconnected) and the notification panel. It also keeps the list
 * live while the app is open.
 */
export function NotificationBell() {
  const status = useLiveNotifications();
  const notifications = useNotifications();
  const preferences = useAppStore((s) => s.notificationPreferences);
  const unread = countUnread(visibleNotifications(notifications.data ?? [], preferences));
  const badge = formatBadgeCount(unread);
  const isConnected = status === 'connected';
  const liveLabel = isConnected ? 'Live updates connected' : 'Live updates not connected';

  return (
    <div className="relative">
      <NotificationBellPopup
        trigger={
          <Button variant="ghost" size="icon" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
            <Bell aria-hidden="true" />
          </Button>
        }
      />
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="pointer-events-none absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
        >
          {badge}
        </span>
      )}
      <span
        role="img"
        aria-label={liveLabel}
        title={liveLabel}
        data-status={status}
        className={cn('absolute bottom-1 right-1 size-2 rounded-full ring-2 ring-card', isConnected ? 'bg-success' : 'bg-destructive')}
      />
    </div>
  );
}
