import { leadCreatedNotification, leadsImportedNotification } from '@porchlight/domain/notifications/notification-builders';
import type { EventLog } from '../../events/event-log.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The agent hears about new leads from the event log, not from the leads module: a lead added
 * by hand (lead.created) and an import that added leads (leads.imported). Each runs as a job
 * after the change committed, retried if it fails; the event's id makes a rerun add nothing.
 */
export function defineLeadNotificationReactions(events: Pick<EventLog, 'on'>, notifications: Pick<NotificationsService, 'notify'>) {
  events.on('lead.created', 'notify-new-lead', async (event) => {
    const p = event.payload;
    if (p.via === 'import') return; // an import says so once, below
    await notifications.notify(
      event.account_id,
      leadCreatedNotification({
        id: event.subject_id,
        name: p.name,
        source: p.source,
        platform: p.platform,
        location: p.location,
        propertyAddress: p.propertyAddress,
      }),
      { dedupeKey: `event:${event.id}` },
    );
  });
  events.on('leads.imported', 'notify-leads-imported', async (event) => {
    const p = event.payload;
    if (p.imported > 0)
      await notifications.notify(event.account_id, leadsImportedNotification(p.imported, p.firstLeadId ?? undefined), {
        dedupeKey: `event:${event.id}`,
      });
  });
}
