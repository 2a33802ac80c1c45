import { z } from 'zod';
import { usageThresholdNotification, type UsageAlertThreshold } from '@porchlight/domain/notifications/notification-builders';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { NotificationsService } from './notifications.service.ts';

export const USAGE_ALERT_QUEUE = 'notifications.usage-alert';

export const UsageAlertPayloadSchema = z.object({
  feature: z.string(),
  percent: z.union([z.literal(80), z.literal(100)]),
  used: z.number(),
  allowed: z.number(),
});

/** The 80% and 100% usage alerts: the limit check queues them, this job tells the agent. */
export function defineUsageAlertJobs(jobs: JobQueue, service: Pick<NotificationsService, 'notify'>) {
  jobs.define({
    queue: USAGE_ALERT_QUEUE,
    payload: UsageAlertPayloadSchema,
    run: async ({ feature, percent, used, allowed }, job) => {
      if (!job.accountId) return;
      await service.notify(
        job.accountId,
        usageThresholdNotification({ limit: feature, percent: percent as UsageAlertThreshold, used, max: allowed }),
        { dedupeKey: `job:${job.id}` },
      );
    },
  });
}
