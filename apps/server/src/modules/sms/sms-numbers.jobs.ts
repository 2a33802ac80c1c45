import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { SMS_NUMBERS_SWEEP_QUEUE, SMS_NUMBER_BUY_QUEUE, SMS_NUMBER_RELEASE_QUEUE, type SmsNumbersService } from './sms-numbers.service.ts';

/** Buying and releasing accounts' texting numbers, retried with the queue's backoff (decision 044). */
export function defineSmsNumberJobs(jobs: JobQueue, numbers: SmsNumbersService) {
  const byNumber = z.object({ numberId: z.string() });
  jobs.define({
    queue: SMS_NUMBER_BUY_QUEUE,
    payload: byNumber,
    maxAttempts: 5,
    run: ({ numberId }) => numbers.buy(numberId),
    onFailed: ({ numberId }, error) => numbers.buyFailed(numberId, error),
  });
  jobs.define({ queue: SMS_NUMBER_RELEASE_QUEUE, payload: byNumber, maxAttempts: 10, run: ({ numberId }) => numbers.release(numberId) });
  jobs.define({
    queue: SMS_NUMBERS_SWEEP_QUEUE,
    payload: z.object({ at: z.string().optional() }),
    priority: 1,
    run: () => numbers.sweep(),
  });
  jobs.schedule('messaging-sms-numbers-sweep', '*/10 * * * *', SMS_NUMBERS_SWEEP_QUEUE);
}
