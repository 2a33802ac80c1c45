import { propertyChangedNotification } from '@porchlight/domain/notifications/notification-builders';
import type { EventLog } from '../../events/event-log.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * A watched property's price or status change alerts the agent: read from the event log
 * (property.price_changed, property.status_changed) by a job after the change committed, once
 * per event.
 */
export function definePropertyWatchReactions(events: Pick<EventLog, 'on'>, notifications: Pick<NotificationsService, 'notify'>) {
  events.on(['property.price_changed', 'property.status_changed'], 'notify-watched-property', async (event) => {
    const p = event.payload as { address: string; from: unknown; to: unknown; watched?: boolean };
    if (!p.watched) return;
    const base = { propertyId: event.subject_id, address: p.address };
    const notification =
      event.type === 'property.price_changed'
        ? propertyChangedNotification({ ...base, changeType: 'price', amount: Number(p.to), previousAmount: Number(p.from) })
        : propertyChangedNotification({ ...base, changeType: 'status', status: String(p.to ?? '') });
    await notifications.notify(event.account_id, notification, { dedupeKey: `event:${event.id}` });
  });
}
