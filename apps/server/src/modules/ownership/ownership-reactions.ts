import { assignedNotificationText, type AssignableKind } from '@porchlight/domain/ownership/ownership';
import { inBookLink } from '@porchlight/domain/notifications/notification-links';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { EventLog, TypedEvent } from '../../events/event-log.ts';

type Notify = (userId: string, notification: NewNotification, opts: { dedupeKey: string }) => Promise<unknown>;

/** Where the notification opens: the record, or the new owner's list; in a teammate's case, in the team's book. */
export function assignedLink(kind: AssignableKind, bookId: string, assigneeId: string, recordId: string, count: number) {
  const link = count === 1 ? `/${kind}/${recordId}` : `/${kind}?assigned=me`;
  return assigneeId === bookId ? link : inBookLink(link, bookId);
}

/** The new owner hears of an assignment someone else made, once per batch (the event that carries the notice). */
export function defineOwnershipReactions(events: Pick<EventLog, 'on'>, notify: Notify) {
  const react = (kind: AssignableKind) => async (event: TypedEvent<'lead.assigned' | 'property.assigned'>) => {
    const p = event.payload;
    if (!p.notice) return;
    const text = assignedNotificationText(kind, p.notice.count, p.notice.labels[0] ?? '', p.notice.byName, p.notice.teamName);
    await notify(
      p.to,
      {
        type: kind === 'leads' ? 'lead' : 'property',
        ...text,
        priority: 'medium',
        actionUrl: assignedLink(kind, event.account_id, p.to, event.subject_id ?? '', p.notice.count),
        actionLabel: p.notice.count === 1 ? (kind === 'leads' ? 'Open lead' : 'Open property') : 'See them',
        metadata: { bookId: event.account_id, kind, count: p.notice.count },
      },
      { dedupeKey: `event:${event.id}` },
    );
  };
  events.on('lead.assigned', 'notify-lead-owner', react('leads'));
  events.on('property.assigned', 'notify-property-owner', react('properties'));
}
