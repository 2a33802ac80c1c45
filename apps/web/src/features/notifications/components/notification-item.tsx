import { Check, Trash2 } from 'lucide-react';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NotificationTypeIcon } from './notification-type-icon';

type NotificationItemProps = {
  notification: ClientNotification;
  onOpen: (n: ClientNotification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
};

export function NotificationItem({ notification: n, onOpen, onMarkRead, onDelete }: NotificationItemProps) {
  return (
    <li className={cn('group relative flex gap-3 px-4 py-3', !n.read && 'bg-accent/40')} data-testid="notification-item" data-read={n.read}>
      <NotificationTypeIcon type={n.type} priority={n.priority} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="block w-full rounded-sm text-left focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => onOpen(n)}
        >
          <span className="flex items-start justify-between gap-2">
            <span className={cn('text-sm', n.read ? 'font-normal' : 'font-semibold')}>
              {!n.read && <span className="sr-only">Unread: </span>}
              {n.title}
            </span>
            <time dateTime={n.timestamp} className="shrink-0 text-xs text-muted-foreground">
              {formatRelativeTime(n.timestamp)}
            </time>
          </span>
          {n.message && <span className="mt-0.5 block text-sm text-muted-foreground">{n.message}</span>}
          {n.actionUrl && n.actionLabel && <span className="mt-1 block text-xs font-medium text-primary">{n.actionLabel}</span>}
        </button>
        <div className="mt-1 flex gap-1">
          {!n.read && (
            // The name starts with the words shown (WCAG 2.5.3, label in name), then says which one.
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              onClick={() => onMarkRead(n.id)}
              aria-label={`Mark read: ${n.title}`}
            >
              <Check aria-hidden="true" /> Mark read
            </Button>
          )}
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => onDelete(n.id)} aria-label={`Delete: ${n.title}`}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
