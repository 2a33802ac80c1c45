import { z } from 'zod';
import { SEND_REQUEST_QUEUE, SendRequestSchema } from '@porchlight/domain/messaging/send-request';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { SEND_QUEUE, type MessagingService } from './messaging.service.ts';

/**
 * Every send is a job (retried with backoff; a message failed for good shows the reason and a
 * retry button).
 */
export function defineMessagingJobs(jobs: JobQueue, service: MessagingService) {
  jobs.define({
    queue: SEND_QUEUE,
    payload: z.object({ messageId: z.string() }),
    maxAttempts: 5,
    run: ({ messageId }) => service.runSend(messageId),
    onFailed: ({ messageId }, error) => service.markFailed(messageId, error),
  });
  // Other modules' sends (flows): the contract is the queue and its payload (domain send-request).
  jobs.define({
    queue: SEND_REQUEST_QUEUE,
    payload: SendRequestSchema,
    maxAttempts: 5,
    run: (request) => service.sendRequested(request),
  });
}
