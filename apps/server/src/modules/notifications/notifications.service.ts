import { welcomeNotification } from '@porchlight/domain/notifications/notification-builders';
import { deliveryChannels } from '@porchlight/domain/notifications/notification-delivery';
import { shouldPush } from '@porchlight/domain/notifications/push';
import {
  DEFAULT_TIME_ZONE,
  withPreferenceDefaults,
  type NotificationSettingsResponse,
  type UpdateNotificationSettingsRequest,
} from '@porchlight/domain/notifications/notification-preferences';
import {
  DEFAULT_NOTIFICATION_PRIORITY,
  NOTIFICATIONS_MAX_LIMIT,
  NewNotificationSchema,
  type NewNotification,
  type NotificationBulkActionRequest,
  type NotificationResponse,
} from '@porchlight/domain/notifications/notification-schemas';
import { notFound } from '../../lib/http-errors.ts';
import { forEachRetentionCutoff } from '../../lib/retention-sweep.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OutgoingEmail } from '../../providers/email/email-provider.ts';
import { notificationEmail } from './notification-email.ts';
import type { NewNotificationRow, NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import { UUID } from '../../lib/record-id.ts';

/** How many days each user's plan keeps notifications; a user left out keeps everything. */
export type RetentionDaysResolver = (userIds: string[]) => Promise<Map<string, number>>;
/** The default until billing supplies the plan's dataRetention: nobody's notifications expire. */
export const keepEverything: RetentionDaysResolver = async () => new Map();

export type NotificationsDeps = {
  repository: NotificationsRepository;
  /** The realtime bus's publish (payloads carry ids only). */
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  /** Sends an e-mail alert (the job that delivers alerts calls it). */
  sendEmail: (email: OutgoingEmail) => Promise<void>;
  /**
   * Enqueues the alert delivery for a notification just stored: e-mail goes out from the job
   * queue (retried when the mail server is down), never inside the request that caused it.
   */
  queueAlert: (userId: string, notificationId: string) => Promise<unknown>;
  /** Hands a notification the agent wants on their devices to web push (one job per device). */
  queuePush: (userId: string, notificationId: string) => Promise<unknown>;
  appUrl: string;
  retentionDaysFor: RetentionDaysResolver;
  logger: Logger;
  now?: () => Date;
};

const RETENTION_BATCH = 500;

/** The API's and the stream's shape (spec 001 §7), never the row. */
export function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    priority: row.priority,
    read: row.read,
    action_url: row.actionUrl,
    action_label: row.actionLabel,
    metadata: row.metadata,
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}

/** The realtime event's data: the notification plus notification_id, as spec 001 §7 lists. */
const toEventData = (row: NotificationRow) => ({ notification_id: row.id, ...toNotificationResponse(row) });

function toRow(input: NewNotification): NewNotificationRow {
  const n = NewNotificationSchema.parse(input);
  return {
    type: n.type,
    title: n.title,
    message: n.message,
    priority: n.priority ?? DEFAULT_NOTIFICATION_PRIORITY,
    actionUrl: n.actionUrl ?? null,
    actionLabel: n.actionLabel ?? null,
    metadata: n.metadata ?? {},
    data: n.data ?? {},
  };
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { repository, publish, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function settingsOf(userId: string) {
    const row = await repository.findSettings(userId);
    return { preferences: withPreferenceDefaults(row?.preferences), timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, email: row?.email };
  }

  /** Queues the alert; a failure is logged and never fails notify (the notification is stored). */
  async function queueAlert(userId: string, row: NotificationRow) {
    try {
      await deps.queueAlert(userId, row.id);
    } catch (error) {
      logger.error({ err: error, userId, notificationId: row.id }, 'Notification alert could not be queued');
    }
  }

  async function getSettings(userId: string): Promise<NotificationSettingsResponse> {
    const { preferences, timeZone } = await settingsOf(userId);
    const days = (await deps.retentionDaysFor([userId])).get(userId);
    return { preferences, time_zone: timeZone, retention_days: days ?? null };
  }

  async function findMine(userId: string, id: string) {
    if (!UUID.test(id)) return undefined;
    return repository.find(userId, id);
  }

  return {
    /**
     * The one way to create a notification (once per `dedupeKey`, which jobs pass): stores it, publishes it to the user's open streams
     * on every instance, and sends the e-mail alert the user asked for (outside quiet hours).
     * Other features call this with a builder from the domain (leadCreatedNotification, ...).
     */
    async notify(userId: string, notification: NewNotification, { dedupeKey }: { dedupeKey?: string } = {}): Promise<NotificationResponse> {
      const [row] = await repository.insert(userId, [{ ...toRow(notification), dedupeKey: dedupeKey ?? null }]);
      if (!row) {
        // Made already by an earlier run of the same job: nothing new to announce.
        const existing = await repository.findByDedupeKey(userId, dedupeKey!);
        return toNotificationResponse(existing!);
      }
      await publish(userId, 'notification', { id: row.id });
      await queueAlert(userId, row);
      return toNotificationResponse(row);
    },

    /**
     * The alert job: web push to the agent's devices and e-mail (and, once the SMS issue lands,
     * text) for a stored notification, as the user's preferences say, held back by quiet hours
     * (pushes of high priority go through them). Throws when sending fails, so the
     * queue retries; a notification deleted meanwhile sends nothing.
     */
    async deliverAlert(userId: string, notificationId: string): Promise<void> {
      const row = await repository.find(userId, notificationId);
      if (!row) return;
      const { preferences, timeZone, email } = await settingsOf(userId);
      const at = now();
      // Queued before the e-mail: a retry after a mail failure queues nothing twice (unique per device).
      if (shouldPush(row.type, row.priority, preferences, at, timeZone)) await deps.queuePush(userId, row.id);
      const channels = deliveryChannels(row.type, preferences, at, timeZone);
      if (channels.email && email) {
        await deps.sendEmail({
          to: email,
          userId,
          kind: 'notification',
          dedupeKey: `notification:${row.id}`,
          ...notificationEmail(row, deps.appUrl),
        });
      }
    },

    /** A new account's one welcome notification; the how-tos are the setup guide's (issue 46). */
    async createGettingStarted(user: { id: string; name: string }) {
      const firstName = user.name.trim().split(/\s+/)[0] || null;
      await repository.insert(user.id, [{ ...toRow(welcomeNotification(firstName)), createdAt: now() }]);
    },

    async list(userId: string, limit: number): Promise<NotificationResponse[]> {
      return (await repository.list(userId, Math.min(limit, NOTIFICATIONS_MAX_LIMIT))).map(toNotificationResponse);
    },

    /** A page, newest first, and where the next one starts (the public API's cursor carries it). */
    async page(userId: string, limit: number, options: { unreadOnly?: boolean; after?: { at: string; id: string } } = {}) {
      const rows = await repository.page(userId, Math.min(limit, NOTIFICATIONS_MAX_LIMIT) + 1, options);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return { notifications: shown.map(toNotificationResponse), next: rows.length > limit && last ? { at: last.at, id: last.id } : null };
    },

    async get(userId: string, id: string): Promise<NotificationResponse> {
      const row = await findMine(userId, id);
      if (!row) throw notFound('Notification not found');
      return toNotificationResponse(row);
    },

    async markRead(userId: string, id: string): Promise<NotificationResponse> {
      const row = UUID.test(id) ? await repository.markRead(userId, id) : undefined;
      if (!row) throw notFound('Notification not found');
      return toNotificationResponse(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = UUID.test(id) && (await repository.remove(userId, id));
      if (!removed) throw notFound('Notification not found');
    },

    async bulk(userId: string, { action }: NotificationBulkActionRequest): Promise<number> {
      return action === 'mark_all_read' ? repository.markAllRead(userId) : repository.clearAll(userId);
    },

    getSettings,

    async updateSettings(userId: string, body: UpdateNotificationSettingsRequest): Promise<NotificationSettingsResponse> {
      await repository.saveSettings(userId, body.preferences, body.time_zone);
      return getSettings(userId);
    },

    /** For the stream: the id the bus carried becomes the notification (null if deleted since). */
    async expandEvent(userId: string, data: Record<string, unknown>) {
      const id = typeof data.id === 'string' ? data.id : '';
      const row = await findMine(userId, id);
      return row ? toEventData(row) : null;
    },

    /** For a reconnecting stream: what was created after `since`, oldest first. */
    async replaySince(userId: string, since: Date) {
      return (await repository.listSince(userId, since, NOTIFICATIONS_MAX_LIMIT)).map(toEventData);
    },

    /**
     * The daily retention sweep: for each user with notifications, removes those older than the
     * plan's dataRetention. Touches nothing but notifications. Returns how many were removed.
     */
    async deleteExpired(): Promise<number> {
      let removed = 0;
      const walk = {
        at: now(),
        batch: RETENTION_BATCH,
        accounts: repository.usersWithNotifications,
        retentionDaysFor: deps.retentionDaysFor,
      };
      await forEachRetentionCutoff(walk, async (ids, cutoff) => {
        removed += await repository.deleteOlderThan(ids, cutoff);
      });
      return removed;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
