import { NOTIFICATION_RETENTION_INTERVAL_MS } from '@porchlight/domain/notifications/notification-retention';
import type { Logger } from '../../lib/logger.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The first sweep waits a little after start, so a restart loop cannot hammer the database. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Runs the retention sweep daily on each instance. Running it twice (several instances) is
 * harmless: the delete is idempotent.
 */
export function createNotificationRetentionJob(
  service: Pick<NotificationsService, 'deleteExpired'>,
  logger: Logger,
  { intervalMs = NOTIFICATION_RETENTION_INTERVAL_MS, firstRunDelayMs = FIRST_RUN_DELAY_MS } = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    running ??= service
      .deleteExpired()
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, 'Notification retention: removed expired notifications');
        return removed;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Notification retention sweep failed');
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start() {
      stopped = false;
      const schedule = (delay: number) => {
        if (stopped) return;
        timer = setTimeout(() => void runOnce().finally(() => schedule(intervalMs)), delay);
        timer.unref();
      };
      if (!timer) schedule(firstRunDelayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
export type NotificationRetentionJob = ReturnType<typeof createNotificationRetentionJob>;
