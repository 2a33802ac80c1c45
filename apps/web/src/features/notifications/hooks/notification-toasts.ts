import { toast } from '@/lib/toast';
import { deliveryChannels } from '@porchlight/domain/notifications/notification-delivery';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import type { NotificationPreferences } from '@porchlight/domain/notifications/notification-preferences';
import { createToastMemory, notificationToastDuration, notificationToastStyle } from '@porchlight/domain/notifications/notification-toasts';

// One memory for the whole page: the stream and the polling fallback can both bring the same one.
const memory = createToastMemory();

type ToastContext = { preferences: NotificationPreferences; timeZone: string; onOpen: (n: ClientNotification) => void; now?: Date };

/**
 * Spec 001 §4/§9: an arriving notification is toasted when it would show in the list, `push` is
 * on and it is not quiet hours; high priority is an error toast for 10 s, medium info for 5 s,
 * low plain for 5 s; the same one is not toasted twice within 30 s.
 */
export function toastArrivedNotification(
  n: ClientNotification,
  { preferences, timeZone, onOpen, now = new Date() }: ToastContext,
): boolean {
  if (n.read || !deliveryChannels(n.type, preferences, now, timeZone).toast) return false;
  if (!memory.claim(n.id, now.getTime())) return false;
  const options = {
    id: `notification-${n.id}`,
    description: n.message,
    duration: notificationToastDuration(n.priority),
    ...(n.actionUrl ? { action: { label: n.actionLabel ?? 'View', onClick: () => onOpen(n) } } : {}),
  };
  const style = notificationToastStyle(n.priority);
  if (style === 'error') toast.error(n.title, options);
  else if (style === 'info') toast.info(n.title, options);
  else toast(n.title, options);
  return true;
}
