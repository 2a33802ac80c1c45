import { AlertTriangle, Bell, Building2, CheckSquare, MessageSquare, UserPlus, type LucideIcon } from 'lucide-react';
import type { NotificationPriority, NotificationType } from '@porchlight/domain/notifications/notification-constants';
import { cn } from '@/lib/cn';

const ICONS: Record<NotificationType, LucideIcon> = {
  lead: UserPlus,
  property: Building2,
  message: MessageSquare,
  alert: AlertTriangle,
  system: Bell,
  task: CheckSquare,
};

export function NotificationTypeIcon({ type, priority }: { type: NotificationType; priority: NotificationPriority }) {
  const Icon = ICONS[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
        priority === 'high' && 'bg-destructive/10 text-destructive-text',
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}
