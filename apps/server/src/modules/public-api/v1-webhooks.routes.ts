import { z } from 'zod';
import {
  CreateWebhookRequestSchema,
  WEBHOOK_EVENT_TYPES,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookSchema,
} from '@porchlight/domain/public-api/webhooks';
import { notFound } from '../../lib/http-errors.ts';
import { parseJsonBody } from '../../lib/validate.ts';
import { DELIVERY_NOT_FOUND, WEBHOOK_NOT_FOUND, type WebhooksService } from './webhooks.service.ts';
import type { V1Route } from './v1-route.ts';
import { UUID } from '../../lib/record-id.ts';

const idOf = (value: string | undefined, message: string) => {
  if (!value || !UUID.test(value)) throw notFound(message);
  return value;
};
const notFoundResponse = { description: 'No such webhook (or delivery) in this account.' };
const REGISTERED_WEBHOOK_DELETED = 'The webhook this Idempotency-Key registered has been deleted since. Register it again with a new key.';

/** The registration's answer as the replay cache keeps it: everything but the signing secret. */
const withoutSecret = (answer: unknown) => {
  if (!answer || typeof answer !== 'object') return answer;
  const { secret: _, ...kept } = answer as Record<string, unknown>;
  return kept;
};

export function v1WebhookRoutes(webhooks: WebhooksService): V1Route[] {
  return [
    {
      method: 'get',
      path: '/webhooks',
      tag: 'Webhooks',
      summary: 'List webhooks',
      description: 'The webhooks registered on the account (at most 10), with their events and whether deliveries are going through.',
      scope: 'read',
      responses: {
        200: { description: 'Your webhooks; status is active, failing or disabled.', schema: z.object({ data: z.array(WebhookSchema) }) },
      },
      handle: async (c) => c.json({ data: await webhooks.list(c.var.caller.userId) }),
    },
    {
      method: 'post',
      path: '/webhooks',
      tag: 'Webhooks',
      summary: 'Register a webhook',
      description: `Events are POSTed as JSON { id, type, created_at, data } with a Porchlight-Signature header "t=<unix seconds>,v1=<hex>": the HMAC-SHA256, keyed with the secret answered here (once), of "<t>.<raw body>". Compare it in constant time and refuse old timestamps. Answer 2xx within 10 s; other answers are retried with backoff for 3 days, then the webhook is turned off and the agent told. Events: ${WEBHOOK_EVENT_TYPES.join(', ')}. In leads.merged, data.subject_id is the lead that stays and data.mergedLeadIds the leads merged into it (gone, their GET answering 404 with merged_into, until leads.merge_undone brings them back as data.restoredLeadIds).`,
      scope: 'write',
      body: CreateWebhookRequestSchema,
      example: { url: 'https://hooks.zapier.com/hooks/catch/123/abc', events: ['lead.created', 'property.price_changed'] },
      responses: {
        201: {
          description:
            'The webhook, with its signing secret (shown once; a retry with the same Idempotency-Key and body answers it again).',
          schema: WebhookCreatedSchema,
        },
        404: { description: 'A retry with the Idempotency-Key of a registration whose webhook has been deleted since.' },
      },
      handle: async (c) => c.json(await webhooks.create(c.var.caller.userId, await parseJsonBody(c, CreateWebhookRequestSchema)), 201),
      // The secret stays sealed on the webhook only: a replay reads it from there.
      secretInAnswer: {
        strip: withoutSecret,
        async restore(c, kept) {
          const webhook = kept as { id: string };
          const secret = await webhooks.signingSecretOf(c.var.caller.userId, webhook.id);
          if (secret === undefined) throw notFound(REGISTERED_WEBHOOK_DELETED);
          return { ...webhook, secret };
        },
      },
    },
    {
      method: 'delete',
      path: '/webhooks/:id',
      tag: 'Webhooks',
      summary: 'Delete a webhook',
      description: 'No more events are sent to its URL; its delivery log goes with it.',
      scope: 'write',
      responses: { 204: { description: 'Deleted.' }, 404: notFoundResponse },
      handle: async (c) => {
        await webhooks.remove(c.var.caller.userId, idOf(c.req.param('id'), WEBHOOK_NOT_FOUND));
        return c.body(null, 204);
      },
    },
    {
      method: 'get',
      path: '/webhooks/:id/deliveries',
      tag: 'Webhooks',
      summary: 'The delivery log',
      description: 'The last 100 deliveries, newest first, with the attempts made and the last answer.',
      scope: 'read',
      responses: { 200: { description: 'Deliveries.', schema: z.object({ data: z.array(WebhookDeliverySchema) }) }, 404: notFoundResponse },
      handle: async (c) => c.json({ data: await webhooks.deliveries(c.var.caller.userId, idOf(c.req.param('id'), WEBHOOK_NOT_FOUND)) }),
    },
    {
      method: 'post',
      path: '/webhooks/:id/deliveries/:deliveryId/resend',
      tag: 'Webhooks',
      summary: 'Resend a delivery',
      description: "Queues the delivery's event to be sent again to the webhook's URL.",
      scope: 'write',
      responses: { 202: { description: 'Queued to be sent again.', schema: WebhookDeliverySchema }, 404: notFoundResponse },
      handle: async (c) => {
        const id = idOf(c.req.param('id'), WEBHOOK_NOT_FOUND);
        const deliveryId = idOf(c.req.param('deliveryId'), DELIVERY_NOT_FOUND);
        return c.json(await webhooks.resend(c.var.caller.userId, id, deliveryId), 202);
      },
    },
  ];
}
