import type { Infra } from '../../infra.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createWebPushSender } from '../../providers/push/web-push-sender.ts';
import { defineImportNotificationReactions } from './import-notification-reactions.ts';
import { defineLeadNotificationReactions } from './lead-notification-reactions.ts';
import { NOTIFICATION_ALERT_QUEUE, defineNotificationJobs } from './notification-jobs.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService, type RetentionDaysResolver } from './notifications.service.ts';
import { definePropertyWatchReactions } from './property-watch-reactions.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { definePushJobs, queuePushDeliveries } from './push.jobs.ts';
import { createPushService } from './push.service.ts';
import { USAGE_ALERT_QUEUE, defineUsageAlertJobs } from './usage-alert.jobs.ts';
import { loadVapidKeys, resealVapidKeys } from './vapid-keys.ts';
import { createVapidKeysRepository } from './vapid-keys.repository.ts';

/** A usage threshold (80%, 100%) a write crossed, as billing's limit guard tells it. */
type UsageAlert = { userId: string; feature: string; percent: number; used: number; allowed: number };

export type NotificationsPorts = {
  /** How many days each user's plan keeps notifications (billing's plan dataRetention). */
  retentionDaysFor: RetentionDaysResolver;
};

/**
 * Notifications (in the app, by e-mail, by push) and the reactions that make them from other
 * modules' events. Async: the VAPID pair is read (or made) before the push sender exists.
 */
export async function registerNotifications(
  { config, logger, db, jobs, eventLog, bus, email }: Infra,
  { retentionDaysFor }: NotificationsPorts,
) {
  const repository = createNotificationsRepository(db);
  // The VAPID pair lives in the database (a backup carries it), unless the operator set one.
  const vapidRepo = createVapidKeysRepository(db);
  const vapidBox = createSecretBox(config.appSecret, 'vapid-private-key', config.appSecretPrevious);
  const vapidKeys = await loadVapidKeys({ repo: vapidRepo, box: vapidBox, configured: config.vapid.keys, dataDir: config.dataDir, logger });
  const push = createPushService({
    repository: createPushSubscriptionsRepository(db),
    notifications: repository,
    sender: createWebPushSender(
      { ...vapidKeys, subject: config.vapid.subject },
      { allowHttp: config.nodeEnv !== 'production', allowPrivate: config.nodeEnv !== 'production' },
    ),
    queueDeliveries: queuePushDeliveries(jobs, db),
    logger,
  });
  definePushJobs(jobs, push);
  const notifications = createNotificationsService({
    repository,
    publish: bus.publish,
    sendEmail: (message) => email.send(message),
    queueAlert: (userId, notificationId) =>
      jobs.enqueue(db, NOTIFICATION_ALERT_QUEUE, { notificationId }, { accountId: userId, uniqueKey: notificationId }),
    queuePush: (userId, notificationId) => push.queueNotification(userId, notificationId),
    appUrl: config.appUrl,
    retentionDaysFor,
    logger,
  });
  defineNotificationJobs(jobs, notifications);
  defineUsageAlertJobs(jobs, notifications);
  defineLeadNotificationReactions(eventLog, notifications);
  defineImportNotificationReactions(eventLog, notifications);
  definePropertyWatchReactions(eventLog, notifications);
  return {
    notifications,
    push,
    /** Queued, not sent inline: the write that crossed a usage threshold is not held up by it. */
    queueUsageAlert: ({ userId, feature, percent, used, allowed }: UsageAlert) =>
      jobs.enqueue(db, USAGE_ALERT_QUEUE, { feature, percent, used, allowed }, { accountId: userId }),
    resealPushKeys: () => resealVapidKeys(vapidRepo, vapidBox),
  };
}
