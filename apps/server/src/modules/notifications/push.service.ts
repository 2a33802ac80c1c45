import { UAParser } from 'ua-parser-js';
import {
  PUSH_SUBSCRIPTIONS_MAX_PER_USER,
  PUSH_TTL_SECONDS,
  TEST_PUSH,
  pushMessage,
  type CreatePushSubscriptionRequest,
  type PushSubscriptionResponse,
} from '@porchlight/domain/notifications/push';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { OutboundError } from '../../lib/outbound-request.ts';
import type { PushSender } from '../../providers/push/web-push-sender.ts';
import type { PushSubscriptionRow, PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { UUID } from '../../lib/record-id.ts';

export type PushDeps = {
  repository: PushSubscriptionsRepository;
  /** Reads the notification a device job pushes (this module's own table). */
  notifications: Pick<NotificationsRepository, 'find'>;
  sender: PushSender;
  /** Enqueues one delivery job per device (unique per notification and device). */
  queueDeliveries: (userId: string, notificationId: string, subscriptionIds: string[]) => Promise<unknown>;
  logger: Logger;
  now?: () => Date;
};

const NOT_FOUND = 'Device not found';
export const ENDPOINT_REFUSED = 'endpoint: must be an https:// address of a push service on the internet';
/** The one answer to a test that did not arrive: what the push service said stays in the log (it could be any server's answer). */
export const TEST_NOT_DELIVERED =
  'The test did not reach this device. Try again in a minute; if it still fails, remove the device and turn notifications on again on it.';

/** "Chrome on Android", from the browser's User-Agent when the client sent no label. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = new UAParser(userAgent ?? '').getResult();
  const browser = ua.browser.name;
  const os = ua.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'This browser';
}

function toResponse(row: PushSubscriptionRow): PushSubscriptionResponse {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    service: new URL(row.endpoint).host,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
  };
}

/** Thrown by a device job when the push service failed for now: the queue tries again later. */
export class PushNotDeliveredError extends Error {
  override name = 'PushNotDeliveredError';
}

export function createPushService(deps: PushDeps) {
  const { repository, sender, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const findMine = async (userId: string, id: string) => (UUID.test(id) ? repository.find(userId, id) : undefined);

  return {
    publicKey: () => ({ public_key: sender.publicKey }),

    async subscribe(userId: string, body: CreatePushSubscriptionRequest, userAgent: string | undefined): Promise<PushSubscriptionResponse> {
      // In production only https push services on public addresses: an endpoint is an address
      // the server posts to, and the agent chooses it.
      // A name that does not resolve now is left to the sends, which check again each time.
      await sender.checkEndpoint(body.endpoint).catch((error: unknown) => {
        if (error instanceof OutboundError && error.refusal === 'unresolved') return;
        if (error instanceof OutboundError) throw new HttpError(400, ENDPOINT_REFUSED);
        throw error;
      });
      if ((await repository.countFor(userId, body.endpoint)) >= PUSH_SUBSCRIPTIONS_MAX_PER_USER) {
        throw new HttpError(
          409,
          `You already receive notifications on ${PUSH_SUBSCRIPTIONS_MAX_PER_USER} devices: remove one in Settings > Notifications first`,
        );
      }
      const row = await repository.upsert(userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        label: body.label || deviceLabel(userAgent),
        userAgent: userAgent?.slice(0, 500) ?? null,
      });
      return toResponse(row);
    },

    async list(userId: string): Promise<PushSubscriptionResponse[]> {
      return (await repository.list(userId)).map(toResponse);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(UUID.test(id) && (await repository.remove(userId, id)))) throw notFound(NOT_FOUND);
    },

    /**
     * Settings' "Send a test": sent at once (not queued), so the agent learns right away whether
     * it works. The answer is delivered or not delivered, nothing of what the push service said:
     * the endpoint is an address the agent chose.
     */
    async sendTest(userId: string, id: string): Promise<PushSubscriptionResponse> {
      const row = await findMine(userId, id);
      if (!row) throw notFound(NOT_FOUND);
      const result = await sender.send(row, JSON.stringify({ ...TEST_PUSH, tag: `test-${row.id}`, notificationId: null }), {
        ttlSeconds: 60,
        urgency: 'high',
      });
      if (result.outcome === 'delivered') {
        const at = now();
        await repository.markDelivered(row.id, at);
        return toResponse({ ...row, lastSuccessAt: at });
      }
      logger.warn({ userId, subscriptionId: row.id, ...result }, 'A test push was not delivered');
      throw new HttpError(502, TEST_NOT_DELIVERED);
    },

    /** A notification the agent wants pushed (the alert job decided): one job per device. */
    async queueNotification(userId: string, notificationId: string): Promise<number> {
      const devices = await repository.list(userId);
      if (devices.length)
        await deps.queueDeliveries(
          userId,
          notificationId,
          devices.map((d) => d.id),
        );
      return devices.length;
    },

    /**
     * The device job: pushes the notification's title, text and deep link. A device or
     * notification removed meanwhile sends nothing; 404/410 removes the device; a refusal is
     * logged (a retry would be refused again); anything else throws, so the queue retries.
     */
    async deliverToDevice(userId: string, notificationId: string, subscriptionId: string): Promise<PushResultSummary> {
      const [notification, device] = await Promise.all([
        deps.notifications.find(userId, notificationId),
        repository.find(userId, subscriptionId),
      ]);
      if (!notification || !device) return 'skipped';
      const payload = JSON.stringify(pushMessage(notification));
      const result = await sender.send(device, payload, {
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: notification.priority === 'high' ? 'high' : 'normal',
      });
      switch (result.outcome) {
        case 'delivered':
          await repository.markDelivered(device.id, now());
          return 'delivered';
        case 'gone':
          await repository.removeGone(device.id, device.endpoint);
          logger.info({ userId, subscriptionId: device.id, status: result.status }, 'Push subscription expired: device removed');
          return 'removed';
        case 'refused':
          logger.warn(
            { userId, subscriptionId: device.id, status: result.status, detail: result.detail },
            'Push service refused a notification',
          );
          return 'refused';
        case 'failed':
          throw new PushNotDeliveredError(`Push to ${new URL(device.endpoint).host} failed: ${result.detail}`);
      }
    },
  };
}
export type PushResultSummary = 'delivered' | 'removed' | 'refused' | 'skipped';
export type PushService = ReturnType<typeof createPushService>;
