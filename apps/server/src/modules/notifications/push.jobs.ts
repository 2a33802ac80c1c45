import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { JobExecutor } from '../../jobs/job-store.ts';
import type { PushService } from './push.service.ts';

export const PUSH_DELIVERY_QUEUE = 'notifications.push';

/** One job per notification and device: a retry re-sends to the device that failed, never to the others. */
export function definePushJobs(jobs: JobQueue, service: Pick<PushService, 'deliverToDevice'>) {
  jobs.define({
    queue: PUSH_DELIVERY_QUEUE,
    payload: z.object({ notificationId: z.string(), subscriptionId: z.string() }),
    // A push is worth little late: about two and a half minutes of retries, then it is dropped.
    maxAttempts: 5,
    run: async ({ notificationId, subscriptionId }, job) => {
      if (job.accountId) await service.deliverToDevice(job.accountId, notificationId, subscriptionId);
    },
  });
}

export function queuePushDeliveries(jobs: JobQueue, executor: JobExecutor) {
  return (userId: string, notificationId: string, subscriptionIds: string[]) =>
    jobs.enqueueMany(
      executor,
      PUSH_DELIVERY_QUEUE,
      subscriptionIds.map((subscriptionId) => ({
        payload: { notificationId, subscriptionId },
        uniqueKey: `${notificationId}:${subscriptionId}`,
      })),
      { accountId: userId },
    );
}
