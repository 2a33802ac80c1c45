import { importFailedNotification, importFinishedNotification } from '@porchlight/domain/notifications/notification-builders';
import type { EventLog } from '../../events/event-log.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * A file import runs in the background, so the agent hears when it ends: done (with its counts)
 * or failed (with why; nothing was written). An import that added leads already says so through
 * leads.imported ("Leads imported"), so it adds no second notification.
 */
export function defineImportNotificationReactions(events: Pick<EventLog, 'on'>, notifications: Pick<NotificationsService, 'notify'>) {
  events.on('import.completed', 'notify-import-finished', async (event) => {
    const p = event.payload;
    if (!p.fileName) return; // rows sent in one request: the caller has the answer already
    if (p.entity === 'leads' && p.imported > 0) return;
    await notifications.notify(event.account_id, importFinishedNotification(p), { dedupeKey: `event:${event.id}` });
  });
  events.on('import.failed', 'notify-import-failed', async (event) => {
    await notifications.notify(event.account_id, importFailedNotification(event.payload), { dedupeKey: `event:${event.id}` });
  });
}
