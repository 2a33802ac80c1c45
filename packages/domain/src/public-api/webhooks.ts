import { z } from 'zod';

/** The event log's types an integration may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'lead.status_changed',
  'lead.deleted',
  // A merge (issue 50): the subject is the lead that stays; mergedLeadIds are gone until
  // leads.merge_undone brings them back (restoredLeadIds).
  'leads.merged',
  'leads.merge_undone',
  'property.created',
  'property.price_changed',
  'property.status_changed',
  'property.deleted',
  'message.sent',
  'message.received',
  // Appointments (issue 53): the subject is the appointment.
  'appointment.created',
  'appointment.changed',
  'appointment.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints one account may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** An endpoint that has failed every delivery for this long is disabled and the agent told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Retries: 1, 2, 4 … minutes, then every 6 hours; 21 attempts span a little over 3 days. */
export const WEBHOOK_RETRY = { maxAttempts: 21, backoff: { baseMs: 60_000, maxMs: 6 * 60 * 60 * 1000 } } as const;
/** A receiver must answer within this many milliseconds. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_SIGNATURE_HEADER = 'Porchlight-Signature';

export const CreateWebhookRequestSchema = z
  .object({
    url: z.url({ protocol: /^https?$/, error: 'url must be an http or https address' }).max(2000, 'url must be at most 2000 characters'),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
      .min(1, 'events must name at least one event'),
  })
  .strict();
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequestSchema>;

export const WebhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(['active', 'failing', 'disabled']),
  createdAt: z.iso.datetime(),
});
export type WebhookResponse = z.infer<typeof WebhookSchema>;
/** Creating one answers its signing secret, once. */
export const WebhookCreatedSchema = WebhookSchema.extend({ secret: z.string() });

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliverySchema>;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe's receivers know it. */
export const signatureHeaderValue = (timestamp: number, hexSignature: string) => `t=${timestamp},v1=${hexSignature}`;
