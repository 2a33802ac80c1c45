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
    if (!event.payload.watched) return;
    const base = { propertyId: event.subject_id, address: event.payload.address };
    const notification =
      event.type === 'property.price_changed'
        ? propertyChangedNotification({
            ...base,
            changeType: 'price',
            amount: Number(event.payload.to),
            previousAmount: Number(event.payload.from),
          })
        : propertyChangedNotification({ ...base, changeType: 'status', status: event.payload.to ?? '' });
    await notifications.notify(event.account_id, notification, { dedupeKey: `event:${event.id}` });
  });
}
