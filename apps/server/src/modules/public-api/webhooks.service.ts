import crypto from 'node:crypto';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  signatureHeaderValue,
  type CreateWebhookRequest,
} from '@porchlight/domain/public-api/webhooks';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { OutboundError, outboundRequest } from '../../lib/outbound-request.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';

/** The event as a receiver gets it. */
export type WebhookEvent = { id: string; type: string; created_at: string; data: unknown };

type Deps = {
  repo: WebhooksRepository;
  /** Queues a delivery attempt (the job queue retries it with backoff). */
  enqueue: (deliveryId: string, userId: string) => Promise<unknown>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** Development and tests deliver to loopback receivers; production refuses private addresses. */
  allowPrivateTargets: boolean;
  /** Seals the endpoints' signing secrets at rest (APP_SECRET's box, purpose webhook-signing-secret). */
  secrets: SecretBox;
  now?: () => Date;
};

/** Endpoints made before their secrets were sealed kept them in plain text (`whsec_...`). */
const isPlainSecret = (stored: string) => stored.startsWith('whsec_');

export const signWebhook = (secret: string, timestamp: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Thrown to let the job queue try again later. */
export class DeliveryFailed extends Error {}

export function createWebhooksService({ repo, enqueue, notify, allowPrivateTargets, secrets, now = () => new Date() }: Deps) {
  const signingSecret = (stored: string) => (isPlainSecret(stored) ? stored : secrets.open(stored));
  return {
    list: (userId: string) => repo.list(userId),

    /** Signing secrets kept in plain text or sealed under a former APP_SECRET, sealed under the current one. */
    async resealSecrets(): Promise<number> {
      let resealed = 0;
      for (const row of await repo.storedSecrets()) {
        const next = isPlainSecret(row.secret) ? secrets.seal(row.secret) : secrets.reseal(row.secret);
        if (!next) continue;
        await repo.replaceSecret(row.id, row.secret, next);
        resealed += 1;
      }
      return resealed;
    },

    async create(userId: string, request: CreateWebhookRequest) {
      if ((await repo.count(userId)) >= WEBHOOK_ENDPOINTS_MAX)
        throw new HttpError(409, `You can register at most ${WEBHOOK_ENDPOINTS_MAX} webhooks. Delete one first.`);
      const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
      const webhook = await repo.create(userId, {
        url: request.url,
        eventTypes: [...new Set(request.events)],
        secret: secrets.seal(secret),
      });
      return { ...webhook, secret };
    },

    /**
     * The endpoint's signing secret, opened: a replay of its registration (an Idempotency-Key)
     * answers it again without the replay cache ever holding it. Undefined once it is deleted.
     */
    async signingSecretOf(userId: string, id: string) {
      const stored = await repo.storedSecret(userId, id);
      return stored === undefined ? undefined : signingSecret(stored);
    },

    async remove(userId: string, id: string) {
      if (!(await repo.remove(userId, id))) throw notFound(WEBHOOK_NOT_FOUND);
    },

    async deliveries(userId: string, id: string) {
      if (!(await repo.exists(userId, id))) throw notFound(WEBHOOK_NOT_FOUND);
      return repo.deliveries(userId, id);
    },

    /** Sends a delivery again now, whatever became of it. */
    async resend(userId: string, id: string, deliveryId: string) {
      const delivery = await repo.deliveryOf(userId, id, deliveryId);
      if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
      await repo.markPending(deliveryId);
      await enqueue(deliveryId, userId);
      return { ...delivery, status: 'pending' as const };
    },

    /** An event from the log: one delivery per subscribed endpoint, each its own job. */
    async fanOut(userId: string, event: WebhookEvent) {
      const body = JSON.stringify(event);
      for (const { id } of await repo.subscribed(userId, event.type)) {
        const deliveryId = await repo.addDelivery(id, event.id, event.type, body);
        if (deliveryId) await enqueue(deliveryId, userId);
      }
    },

    /**
     * One attempt: POST the body signed over "timestamp.body". A 2xx delivers it; anything else
     * throws so the job queue retries with backoff, until the endpoint has failed for 3 days:
     * then it is disabled and the agent told.
     */
    async attempt(deliveryId: string) {
      const found = await repo.delivery(deliveryId);
      if (!found || found.delivery.status !== 'pending' || found.endpoint.disabledAt) return;
      const { delivery, endpoint } = found;
      const timestamp = Math.floor(now().getTime() / 1000);
      let responseStatus: number | null = null;
      let error: string | null = null;
      try {
        // Through the outbound guard: the address is checked and the connection pinned to it
        // (no second lookup); a redirect is an answer, never followed.
        const res = await outboundRequest(endpoint.url, {
          policy: { allowHttp: true, allowPrivate: allowPrivateTargets },
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Porchlight-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER]: signatureHeaderValue(
              timestamp,
              signWebhook(signingSecret(endpoint.secret), timestamp, delivery.body),
            ),
          },
          body: delivery.body,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          maxBytes: 1024,
          onLargeBody: 'truncate',
        });
        responseStatus = res.status;
        if (res.status < 200 || res.status >= 300) error = `The endpoint answered ${res.status}`;
      } catch (err) {
        error =
          err instanceof OutboundError && err.refusal === 'private'
            ? 'The address is on a private network: webhooks go only to public addresses'
            : err instanceof OutboundError && err.refusal === 'timeout'
              ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`
              : 'Could not connect to the endpoint';
      }
      await repo.attempted(deliveryId, { ok: !error, responseStatus, error });
      if (!error) return repo.endpointSucceeded(endpoint.id);
      const failingSince = await repo.endpointFailed(endpoint.id);
      if (now().getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
        await repo.markFailed(deliveryId);
        if (await repo.disable(endpoint.id)) {
          await notify(endpoint.userId, {
            type: 'system',
            title: 'A webhook was turned off',
            message: `Deliveries to ${endpoint.url} have failed for 3 days, so it no longer receives events. Fix the receiver, then register it again.`,
            priority: 'high',
            actionUrl: '/settings?tab=api',
            actionLabel: 'Open API settings',
          });
        }
        return;
      }
      throw new DeliveryFailed(error);
    },

    /** The queue gave up on a delivery (its last attempt failed). */
    markFailed: (deliveryId: string) => repo.markFailed(deliveryId),
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
