import { useId, useState } from 'react';
import { AlertCircle, BellOff } from 'lucide-react';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import {
  NOTIFICATION_PANEL_TABS,
  matchesNotificationFilter,
  visibleNotifications,
  type NotificationFilter,
} from '@porchlight/domain/notifications/notification-visibility';
import { ActivityListSkeleton } from '@/components/ui/activity-list-skeleton';
import { Button } from '@/components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAppStore } from '@/lib/store';
import { useClearNotifications } from '../api/clear-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

const TAB_LABELS: Record<(typeof NOTIFICATION_PANEL_TABS)[number], string> = {
  all: 'All',
  unread: 'Unread',
  system: 'System',
  inbox: 'Inbox',
  properties: 'Properties',
  leads: 'Leads',
};

type NotificationPanelProps = { onNavigate?: () => void; initialFilter?: NotificationFilter };

/** Spec 001 §2: the filter tabs, the list and its actions, with loading, empty and error states. */
export function NotificationPanel({ onNavigate, initialFilter = 'all' }: NotificationPanelProps) {
  const notifications = useNotifications();
  const preferences = useAppStore((s) => s.notificationPreferences);
  const [filter, setFilter] = useState<NotificationFilter>(initialFilter);
  const panelId = useId();
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const clearAll = useClearNotifications();
  const openNotification = useOpenNotification();

  const visible = visibleNotifications(notifications.data ?? [], preferences);
  const shown = visible.filter((n) => matchesNotificationFilter(n, filter));
  const hasUnread = visible.some((n) => !n.read);

  const open = (n: ClientNotification) => {
    openNotification(n);
    if (n.actionUrl) onNavigate?.();
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <div className="flex gap-3">
          {hasUnread && (
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => markAllRead.mutate()}>
              Mark all read
            </Button>
          )}
          {visible.length > 0 && !isConfirmingClear && (
            <Button variant="link" size="sm" className="h-auto p-0 text-muted-foreground" onClick={() => setConfirmingClear(true)}>
              Clear all
            </Button>
          )}
        </div>
      </div>
      {isConfirmingClear && (
        <div
          role="alertdialog"
          aria-label="Clear all notifications"
          className="flex flex-col gap-2 border-b border-border bg-muted/50 px-4 py-3 text-sm"
        >
          <p>Clear all notifications? This action cannot be undone.</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setConfirmingClear(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => {
                setConfirmingClear(false);
                clearAll.mutate();
              }}
            >
              Clear all notifications
            </Button>
          </div>
        </div>
      )}
      <Tabs value={filter} onValueChange={(v) => setFilter(v as NotificationFilter)} className="px-2 pt-2">
        <TabsList aria-label="Filter notifications" className="w-full justify-start">
          {NOTIFICATION_PANEL_TABS.map((tab) => (
            // One panel below shows every filter's list: each tab controls it (Radix would point at
            // a TabsContent per tab, which does not exist: an invalid aria-controls).
            <TabsTrigger key={tab} value={tab} className="px-2 text-xs" aria-controls={panelId}>
              {TAB_LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div id={panelId} role="tabpanel" aria-label={`${filter === 'alert' ? 'Alert' : TAB_LABELS[filter]} notifications`}>
        {notifications.isPending ? (
          <ActivityListSkeleton variant="notification" label="Loading notifications" />
        ) : notifications.isError && !notifications.data ? (
          <div role="alert" className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm">
            <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
            <p>Failed to load notifications</p>
            <Button variant="outline" size="sm" onClick={() => void notifications.refetch()} isLoading={notifications.isFetching}>
              Retry
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
            <BellOff className="size-5" aria-hidden="true" />
            <p>No notifications found</p>
          </div>
        ) : (
          <ul aria-label="Notifications" className="max-h-[28rem] divide-y divide-border overflow-y-auto">
            {shown.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={open}
                onMarkRead={(id) => markRead.mutate(id)}
                onDelete={(id) => remove.mutate(id)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
