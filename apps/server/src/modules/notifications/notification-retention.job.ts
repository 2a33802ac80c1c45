import { NOTIFICATION_RETENTION_INTERVAL_MS } from '@porchlight/domain/notifications/notification-retention';
import type { Logger } from '../../lib/logger.ts';
import { createPeriodicJob, type PeriodicJobOptions } from '../../lib/periodic-job.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Deletes the notifications each plan no longer keeps, daily on each instance (idempotent). */
export function createNotificationRetentionJob(
  service: Pick<NotificationsService, 'deleteExpired'>,
  logger: Logger,
  options: Partial<PeriodicJobOptions> = {},
) {
  return createPeriodicJob('Notification retention', () => service.deleteExpired(), logger, { intervalMs: NOTIFICATION_RETENTION_INTERVAL_MS, ...options });
}
export type NotificationRetentionJob = ReturnType<typeof createNotificationRetentionJob>;
