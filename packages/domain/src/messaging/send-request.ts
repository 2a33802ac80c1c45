import { z } from 'zod';
import { MESSAGE_CHANNELS } from './message-schemas';

// How another module asks messaging to send (flows, alerts): it enqueues a job on this queue in
// its own transaction. Messaging renders the merge fields, applies consent, quiet hours and the
// month's limit like any send, and stores at most one message per request key. A request it
// refuses (opted out, no address, limit reached) is recorded as `message.request_failed`.

export const SEND_REQUEST_QUEUE = 'messaging.send-request';

export const SendRequestOriginSchema = z.union([
  z.object({ kind: z.literal('flow'), runId: z.string(), stepIndex: z.number().int() }),
  z.object({ kind: z.literal('alert'), alertId: z.string(), propertyId: z.string() }),
]);

/** A file an e-mail carries (an appointment's .ics): text, small. Texts carry none. */
export const MessageAttachmentSchema = z.object({
  filename: z.string().min(1).max(100),
  contentType: z.string().min(1).max(100),
  content: z.string().max(64 * 1024),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

export const SendRequestSchema = z.object({
  userId: z.string(),
  leadId: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string().nullish(),
  body: z.string().min(1),
  /** Unique per account: asking twice sends once. */
  requestKey: z.string().min(1),
  origin: SendRequestOriginSchema.nullish(),
  /** The listing the message is about, for its {{property.*}} merge fields. */
  property: z.object({ address: z.string(), city: z.string().nullish(), price: z.string().nullish() }).nullish(),
  /** Files an e-mail carries (an appointment reminder's .ics); a text ignores them. */
  attachments: z.array(MessageAttachmentSchema).max(3).nullish(),
});
export type SendRequest = z.infer<typeof SendRequestSchema>;
