import { z } from 'zod';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { APPOINTMENT_REMINDER_QUEUE, type ReminderJob } from './appointment-reminders.ts';
import { APPOINTMENT_STAGE_QUEUE, type StageJob } from './appointments.service.ts';
import { CALENDAR_SYNC_ALL_QUEUE, CALENDAR_SYNC_QUEUE, type CalendarSync } from './calendar-sync.ts';

/** Reminders at their moment and the stage rule's moves: jobs queued with the change, keyed so a rerun does nothing twice. */
export function defineAppointmentJobs(
  jobs: JobQueue,
  handlers: { remind: (job: ReminderJob) => Promise<void>; applyStageRule: (job: StageJob) => Promise<void> },
) {
  jobs.define({
    queue: APPOINTMENT_REMINDER_QUEUE,
    payload: z.object({
      appointmentId: z.string(),
      to: z.enum(['agent', 'leads']),
      startsAt: z.string(),
      minutes: z.number().int().optional(),
    }),
    maxAttempts: 5,
    run: (job) => handlers.remind(job),
  });
  jobs.define({
    queue: APPOINTMENT_STAGE_QUEUE,
    payload: z.object({ appointmentId: z.string(), rule: z.enum(['set', 'held']) }),
    maxAttempts: 5,
    run: (job) => handlers.applyStageRule(job),
  });
}

/**
 * The agent's own calendar: a change to an appointment is written there (a reaction to its
 * events, so every way of changing one is covered), and every 5 minutes each connected calendar
 * is read for the agent's edits and busy times.
 */
export function defineCalendarSyncJobs(jobs: JobQueue, eventLog: Pick<EventLog, 'on'>, sync: CalendarSync) {
  jobs.define({
    queue: CALENDAR_SYNC_QUEUE,
    payload: z.object({ userId: z.string(), appointmentId: z.string().optional() }),
    maxAttempts: 3,
    run: (job) => sync.sync(job),
  });
  jobs.define({ queue: CALENDAR_SYNC_ALL_QUEUE, payload: z.object({}), maxAttempts: 1, run: () => sync.syncAll() });
  jobs.schedule('calendar-sync', '*/5 * * * *', CALENDAR_SYNC_ALL_QUEUE);
  eventLog.on(['appointment.created', 'appointment.changed', 'appointment.cancelled'], 'appointment-calendar-sync', async (event) => {
    if (event.payload.agentId) await sync.sync({ userId: event.payload.agentId, appointmentId: event.subject_id });
  });
}
