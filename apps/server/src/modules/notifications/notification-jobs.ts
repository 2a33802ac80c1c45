import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { NotificationsService } from './notifications.service.ts';

export const NOTIFICATION_ALERT_QUEUE = 'notifications.alert';
export const NOTIFICATION_RETENTION_QUEUE = 'notifications.retention';

/**
 * The notifications module's jobs: each notification's alert (e-mail), once, retried while the
 * mail server is down; and the plan's data retention, daily at 03:00 UTC, once across instances.
 */
export function defineNotificationJobs(jobs: JobQueue, service: Pick<NotificationsService, 'deliverAlert' | 'deleteExpired'>) {
  jobs.define({
    queue: NOTIFICATION_ALERT_QUEUE,
    payload: z.object({ notificationId: z.string() }),
    run: async ({ notificationId }, job) => {
      if (job.accountId) await service.deliverAlert(job.accountId, notificationId);
    },
  });
  jobs.define({
    queue: NOTIFICATION_RETENTION_QUEUE,
    payload: z.object({}),
    priority: 1,
    run: async () => void (await service.deleteExpired()),
  });
  jobs.schedule('notification-retention', '0 3 * * *', NOTIFICATION_RETENTION_QUEUE);
}
