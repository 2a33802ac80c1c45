import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { RECORDING_DELETE_QUEUE, RECORDING_RETENTION_QUEUE } from './calls-recordings.ts';
import { DIAL_QUEUE, type CallsService } from './calls.service.ts';

/**
 * The dial job, one per call (keyed by it): retried on a lost answer, and it asks Twilio before
 * dialling again. A recording's deletion at Twilio, one job each; and the plan's retention of
 * recordings, daily at 03:30 UTC, once across instances.
 */
export function defineCallJobs(jobs: JobQueue, service: Pick<CallsService, 'dial' | 'dialFailed' | 'deleteRecording' | 'sweepRecordings'>) {
  jobs.define({
    queue: DIAL_QUEUE,
    payload: z.object({ callId: z.string() }),
    maxAttempts: 4,
    run: ({ callId }) => service.dial(callId),
    onFailed: ({ callId }, error) => service.dialFailed(callId, error),
  });
  jobs.define({
    queue: RECORDING_DELETE_QUEUE,
    payload: z.object({ recordingId: z.string() }),
    run: ({ recordingId }) => service.deleteRecording(recordingId),
  });
  jobs.define({
    queue: RECORDING_RETENTION_QUEUE,
    payload: z.object({}),
    priority: 1,
    run: async () => void (await service.sweepRecordings()),
  });
  jobs.schedule('call-recording-retention', '30 3 * * *', RECORDING_RETENTION_QUEUE);
}
