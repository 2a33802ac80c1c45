import { useNavigate } from 'react-router';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import { isInAppPath } from '@porchlight/domain/notifications/in-app-path';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** Clicking a notification marks it read and follows its action URL (a path on this site). */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (n: ClientNotification) => {
    if (!n.read) markRead.mutate(n.id);
    if (n.actionUrl && isInAppPath(n.actionUrl)) void navigate(n.actionUrl);
  };
}
