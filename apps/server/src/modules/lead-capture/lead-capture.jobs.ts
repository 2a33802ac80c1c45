import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LeadEmailService } from './lead-email.service.ts';

export const READ_LEAD_EMAIL_QUEUE = 'lead-capture.read-email';

/** A kept lead e-mail is read by a job: a restart between keeping and reading loses nothing. */
export function defineLeadCaptureJobs(jobs: JobQueue, emails: Pick<LeadEmailService, 'read'>) {
  jobs.define({
    queue: READ_LEAD_EMAIL_QUEUE,
    payload: z.object({ emailId: z.string().uuid() }),
    priority: 0,
    maxAttempts: 5,
    run: ({ emailId }) => emails.read(emailId),
  });
}
