import { readLeadReply } from '@porchlight/domain/appointments/appointment-rules';
import { APPOINTMENT_TYPE_LABELS } from '@porchlight/domain/appointments/appointment-schemas';
import { inBookLink } from '@porchlight/domain/notifications/notification-links';
import type { EventLog, TypedEvent } from '../../events/event-log.ts';
import type { Notify } from './appointment-reminders.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';

/** A reply is about an appointment this close (reminders go out at most two days before). */
const REPLY_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * A lead's text or e-mail that confirms ("C", "yes") or asks to move ("R", "can't make it") their
 * next appointment shows on it, and the agent hears of it. Anything else stays an ordinary message.
 * Once per message: the change's event and the notification are keyed by the message's event.
 */
export function defineAppointmentReplies(
  eventLog: Pick<EventLog, 'on' | 'record'>,
  deps: { repo: AppointmentsRepository; notify: Notify; now?: () => Date },
) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  eventLog.on('message.received', 'appointment-replies', async (event: TypedEvent<'message.received'>) => {
    const leadId = event.payload.leadId;
    const answer = leadId ? readLeadReply(event.payload.preview) : null;
    if (!leadId || !answer) return;
    const at = now();
    const row = await repo.nextWithLead(event.account_id, leadId, at);
    if (!row || row.startsAt.getTime() - at.getTime() > REPLY_WINDOW_MS) return;
    const leads = await repo.leadsOfAppointment(row.id);
    const leadIds = leads.map((l) => l.id);
    await repo.db.transaction(async (tx) => {
      const after = await repo.update(tx, row.id, { leadResponse: answer, leadResponseText: event.payload.preview, leadResponseAt: at });
      await eventLog.record(tx, {
        type: 'appointment.changed',
        accountId: row.userId,
        subjectType: 'appointment',
        subjectId: row.id,
        onceKey: `appointment-reply:${event.id}`,
        payload: {
          title: after.title,
          type: after.type,
          status: after.status,
          startsAt: after.startsAt.toISOString(),
          endsAt: after.endsAt.toISOString(),
          timeZone: after.timeZone,
          leadIds,
          propertyId: after.propertyId,
          agentId: after.agentId,
          changes: ['lead_response'],
        },
      });
    });
    if (!row.agentId) return;
    const who = leads.find((l) => l.id === leadId)?.name ?? event.payload.leadName ?? 'Your lead';
    const what = APPOINTMENT_TYPE_LABELS[row.type].toLowerCase();
    const link = `/calendar?appointment=${row.id}`;
    await deps.notify(
      row.agentId,
      {
        type: 'task',
        title: answer === 'confirmed' ? `${who} confirmed the ${what}` : `${who} asks to move the ${what}`,
        message: event.payload.preview,
        priority: answer === 'confirmed' ? 'medium' : 'high',
        actionUrl: row.agentId === row.userId ? link : inBookLink(link, row.userId),
        actionLabel: 'Open calendar',
        metadata: { appointmentId: row.id },
      },
      { dedupeKey: `appointment-reply:${event.id}` },
    );
  });
}
