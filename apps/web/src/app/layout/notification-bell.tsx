import { Bell, BellOff } from 'lucide-react';
import { formatBadgeCount } from '@porchlight/domain/layout/layout-constants';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { selectUnreadCount, useAppStore } from '@/lib/store';

type NotificationBellProps = { isLiveConnected: boolean };

/** The unread badge ("99+" above 99, hidden at 0) and the live-updates dot (green or red). */
export function NotificationBell({ isLiveConnected }: NotificationBellProps) {
  const unread = useAppStore(selectUnreadCount);
  const badge = formatBadgeCount(unread);
  const liveLabel = isLiveConnected ? 'Live updates connected' : 'Live updates not connected';

  return (
    <Popover>
      <div className="relative">
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
            <Bell aria-hidden="true" />
          </Button>
        </PopoverTrigger>
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
          className={cn('absolute bottom-1 right-1 size-2 rounded-full ring-2 ring-card', isLiveConnected ? 'bg-success' : 'bg-destructive')}
        />
      </div>
      <PopoverContent aria-label="Notifications">
        <NotificationList />
      </PopoverContent>
    </Popover>
  );
}

function NotificationList() {
  const notifications = useAppStore((s) => s.notifications);
  const markRead = useAppStore((s) => s.markNotificationRead);
  const markAllRead = useAppStore((s) => s.markAllNotificationsRead);
  const hasUnread = notifications.some((n) => !n.read);

  return (
    <div>
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <h2 className="text-sm font-semibold">Notifications</h2>
        {hasUnread && (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={markAllRead}>
            Mark all read
          </Button>
        )}
      </div>
      {notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
          <BellOff className="size-5" aria-hidden="true" />
          <p>No notifications found</p>
        </div>
      ) : (
        <ul className="max-h-96 divide-y divide-border overflow-y-auto">
          {notifications.map((n) => (
            <li key={n.id} className={cn('px-4 py-3', !n.read && 'bg-accent/40')}>
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium">{n.title}</p>
                <time dateTime={n.timestamp} className="shrink-0 text-xs text-muted-foreground">
                  {formatRelativeTime(n.timestamp)}
                </time>
              </div>
              <p className="mt-0.5 text-sm text-muted-foreground">{n.message}</p>
              {!n.read && (
                <Button variant="link" size="sm" className="mt-1 h-auto p-0 text-xs" onClick={() => markRead(n.id)}>
                  Mark as read
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
