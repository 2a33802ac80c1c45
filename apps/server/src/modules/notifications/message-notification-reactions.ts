import { messageReceivedNotification } from '@porchlight/domain/messaging/message-notification';
import type { EventLog } from '../../events/event-log.ts';
import type { NotificationsService } from './notifications.service.ts';

/** A text or e-mail from a lead makes the spec's message notification, live, once per event. */
export function defineMessageNotificationReactions(events: Pick<EventLog, 'on'>, notifications: Pick<NotificationsService, 'notify'>) {
  events.on('message.received', 'notify-message-received', async (event) => {
    const p = event.payload;
    const messageId = p.messageId ?? (event.subject_type === 'message' ? event.subject_id : undefined);
    await notifications.notify(
      event.account_id,
      messageReceivedNotification({
        messageId: messageId ?? event.id,
        leadId: p.leadId ?? null,
        leadName: p.leadName ?? null,
        from: p.from,
        channel: p.channel,
        preview: p.preview,
      }),
      { dedupeKey: `event:${event.id}` },
    );
  });
}
