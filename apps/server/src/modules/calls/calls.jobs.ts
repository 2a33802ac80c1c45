import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { DIAL_QUEUE, type CallsService } from './calls.service.ts';

/** The dial job, one per call (keyed by it): retried on a lost answer, and it asks Twilio before dialling again. */
export function defineCallJobs(jobs: JobQueue, service: Pick<CallsService, 'dial' | 'dialFailed'>) {
  jobs.define({
    queue: DIAL_QUEUE,
    payload: z.object({ callId: z.string() }),
    maxAttempts: 4,
    run: ({ callId }) => service.dial(callId),
    onFailed: ({ callId }, error) => service.dialFailed(callId, error),
  });
}
