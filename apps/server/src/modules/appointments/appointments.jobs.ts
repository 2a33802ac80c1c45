import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { APPOINTMENT_REMINDER_QUEUE, type ReminderJob } from './appointment-reminders.ts';
import { APPOINTMENT_STAGE_QUEUE, type StageJob } from './appointments.service.ts';

/** Reminders at their moment and the stage rule's moves: jobs queued with the change, keyed so a rerun does nothing twice. */
export function defineAppointmentJobs(
  jobs: JobQueue,
  handlers: { remind: (job: ReminderJob) => Promise<void>; applyStageRule: (job: StageJob) => Promise<void> },
) {
  jobs.define({
    queue: APPOINTMENT_REMINDER_QUEUE,
    payload: z.object({ appointmentId: z.string(), to: z.enum(['agent', 'leads']), startsAt: z.string() }),
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
