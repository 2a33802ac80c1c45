import {
  formatAppointmentTime,
  leadReminderSubject,
  leadReminderText,
  reminderTime,
} from '@porchlight/domain/appointments/appointment-rules';
import { APPOINTMENT_TYPE_LABELS } from '@porchlight/domain/appointments/appointment-schemas';
import type { AppointmentSettings } from '@porchlight/domain/appointments/appointment-settings';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import { inBookLink } from '@porchlight/domain/notifications/notification-links';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { appointmentsIcs } from './appointment-ics.ts';
import type { AppointmentRow, AppointmentsRepository, Tx } from './appointments.repository.ts';

export const APPOINTMENT_REMINDER_QUEUE = 'appointments.remind';

/**
 * One reminder: to the agent or to the leads, for the time the appointment had when it was
 * queued. A job finding the appointment moved, closed or gone, or the agent's reminder setting
 * changed, does nothing (the move or the new setting queued its own).
 */
export type ReminderJob = {
  appointmentId: string;
  to: 'agent' | 'leads';
  startsAt: string;
  /** How long before the start the agent's settings said when it was queued: a job made under other settings does nothing (queued before this field: sent). */
  minutes?: number;
};

export type Notify = (userId: string, notification: NewNotification, options: { dedupeKey?: string }) => Promise<unknown>;

const calendarLink = (id: string) => `/calendar?appointment=${id}`;
const reminderKey = (job: ReminderJob) => `appointment-reminder:${job.appointmentId}:${job.to}:${job.startsAt}`;

/**
 * Queues the agent's and the leads' reminders in the change's transaction, each keyed by the
 * appointment, whom and the start: a rollback leaves none, a restart keeps them, and queuing
 * again for the same time adds nothing.
 */
export async function queueReminders(tx: Tx, jobs: JobQueue, row: AppointmentRow, settings: AppointmentSettings, now: Date) {
  const startsAt = row.startsAt.toISOString();
  for (const [to, minutes] of [
    ['agent', settings.agent_reminder_minutes],
    ['leads', settings.lead_reminder_minutes],
  ] as const) {
    const at = reminderTime(row.startsAt, minutes, now);
    if (!at) continue;
    const job: ReminderJob = { appointmentId: row.id, to, startsAt, minutes };
    // Queued once per time and setting; sent once per time (reminderKey), whatever the settings became.
    await jobs.enqueue(tx, APPOINTMENT_REMINDER_QUEUE, job, {
      accountId: row.userId,
      uniqueKey: `${reminderKey(job)}:${minutes}`,
      runAt: at,
    });
  }
}

/**
 * The reminder job. The agent's is a notification (the bell, and push or e-mail as their
 * preferences say), once by its dedupe key; each lead's is a send request to messaging (consent,
 * quiet hours and the plan's texts and e-mails apply there), once by its request key: e-mail when
 * the lead has an address, else a text.
 */
export function createAppointmentReminders(deps: { repo: AppointmentsRepository; jobs: JobQueue; notify: Notify }) {
  const { repo } = deps;

  return async function remind(job: ReminderJob) {
    const row = await repo.byId(job.appointmentId);
    if (!row || row.status !== 'scheduled' || row.startsAt.toISOString() !== job.startsAt) return;
    if (job.minutes !== undefined) {
      const settings = await repo.settings(row.agentId ?? row.userId);
      // The agent changed when they and their leads are reminded: the job queued for the new setting sends it.
      if ((job.to === 'agent' ? settings.agent_reminder_minutes : settings.lead_reminder_minutes) !== job.minutes) return;
    }
    const key = reminderKey(job);
    if (job.to === 'agent') {
      if (!row.agentId) return;
      const [agent, leads] = await Promise.all([repo.agent(row.agentId), repo.leadsOfAppointment(row.id)]);
      const who = leads.map((l) => l.name).join(', ');
      await deps.notify(
        row.agentId,
        {
          type: 'task',
          title: `${APPOINTMENT_TYPE_LABELS[row.type]} at ${formatAppointmentTime(row.startsAt, agent.timeZone)}`,
          message: [row.title, who && `with ${who}`, row.location && `at ${row.location}`].filter(Boolean).join(' · '),
          priority: 'high',
          // A teammate's reminder opens the team's book.
          actionUrl: row.agentId === row.userId ? calendarLink(row.id) : inBookLink(calendarLink(row.id), row.userId),
          actionLabel: 'Open calendar',
          metadata: { appointmentId: row.id },
        },
        { dedupeKey: key },
      );
      return;
    }
    const agent = await repo.agent(row.agentId ?? row.userId);
    const details = { type: row.type, startsAt: row.startsAt, timeZone: row.timeZone, location: row.location, agentName: agent.name };
    // The e-mail carries the appointment as an .ics the lead's calendar adds (the agent's notes stay out).
    const ics = {
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: appointmentsIcs([{ ...row, leadNames: [] }], {
        name: APPOINTMENT_TYPE_LABELS[row.type],
        method: 'publish',
        leadView: { agentName: agent.name },
      }),
    };
    for (const lead of await repo.leadsOfAppointment(row.id)) {
      const channel = lead.email ? 'email' : lead.phone ? 'sms' : null;
      if (!channel) continue;
      const request: SendRequest = {
        userId: row.userId,
        leadId: lead.id,
        channel,
        subject: channel === 'email' ? leadReminderSubject(details) : null,
        body: leadReminderText(details),
        requestKey: `${key}:${lead.id}`,
        origin: null,
        attachments: channel === 'email' ? [ics] : null,
      };
      await deps.jobs.enqueue(repo.db, SEND_REQUEST_QUEUE, request, { accountId: row.userId, uniqueKey: request.requestKey });
    }
  };
}
