import type { MessageResponse, SendMessageRequest } from '@porchlight/domain/messaging/message-schemas';
import {
  V1MessageListQuerySchema,
  V1MessagePageSchema,
  V1MessageSchema,
  V1SendMessageRequestSchema,
  V1SentMessageSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { decodeKeyCursor, encodeKeyCursor } from './v1-cursor.ts';
import type { V1Route } from './v1-route.ts';

type MessagePageQuery = {
  leadId?: string;
  channel?: MessageResponse['channel'];
  direction?: 'inbound' | 'outbound';
  after?: { at: string; id: string };
  limit: number;
};

/** The messaging module's use-cases, handed in by app composition. */
export type V1Messages = {
  /** Newest first; a lead of another account is 404. */
  page(userId: string, q: MessagePageQuery): Promise<{ messages: MessageResponse[]; next: { at: string; id: string } | null }>;
  get(userId: string, id: string): Promise<MessageResponse>;
  send(userId: string, request: SendMessageRequest): Promise<MessageResponse & { held_for_quiet_hours: boolean }>;
};

/** Texts and e-mails: a lead's thread, one message, and sending one as the agent would from the inbox. */
export function v1MessageRoutes(messages: V1Messages): V1Route[] {
  return [
    {
      method: 'get',
      path: '/messages',
      tag: 'Messages',
      summary: 'List messages',
      description:
        "The account's texts and e-mails, newest first, up to limit (at most 100) a page; lead_id keeps one lead's thread, channel (sms, email) and direction (outbound, inbound) filter them; next_cursor gives the next page (new messages never shift it).",
      scope: 'read',
      query: V1MessageListQuerySchema,
      responses: {
        200: { description: 'The messages.', schema: V1MessagePageSchema },
        404: { description: 'No such lead in this account.' },
      },
      handle: async (c) => {
        const q = parseQuery(c, V1MessageListQuerySchema);
        const page = await messages.page(c.var.caller.userId, {
          leadId: q.lead_id,
          channel: q.channel,
          direction: q.direction,
          after: decodeKeyCursor(q.cursor),
          limit: q.limit,
        });
        return c.json({ data: page.messages, next_cursor: page.next ? encodeKeyCursor(page.next) : null });
      },
    },
    {
      method: 'get',
      path: '/messages/:id',
      tag: 'Messages',
      summary: 'Get a message',
      description: 'Its status follows the delivery: queued, sending, sent, delivered or failed (with the error).',
      scope: 'read',
      responses: {
        200: { description: 'The message.', schema: V1MessageSchema },
        404: { description: 'No such message in this account.' },
      },
      handle: async (c) => c.json(await messages.get(c.var.caller.userId, c.req.param('id') ?? '')),
    },
    {
      method: 'post',
      path: '/messages',
      tag: 'Messages',
      summary: 'Send a text or an e-mail',
      // The extension sends a saved listing to a lead with a template.
      extension: true,
      description:
        "From the agent's number or mailbox, with merge fields ({{lead.firstName}}); send_at schedules it. A text outside 8:00-21:00 in the lead's time zone waits for the morning (held_for_quiet_hours) unless override_quiet_hours. 402 past the plan's messages; 409 when the lead opted out or the channel is not set up.",
      scope: 'write',
      body: V1SendMessageRequestSchema,
      example: {
        channel: 'sms',
        lead_id: '00000000-0000-4000-8000-000000000000',
        body: 'Hi {{lead.firstName}}, the house on Elm is open Saturday 1-3.',
      },
      responses: {
        201: { description: 'The message, queued or scheduled.', schema: V1SentMessageSchema },
        404: { description: 'No such lead (or property) in this account.' },
        409: { description: 'The lead opted out of this channel, or the channel is not set up.' },
      },
      handle: async (c) => c.json(await messages.send(c.var.caller.userId, await parseJsonBody(c, V1SendMessageRequestSchema)), 201),
    },
  ];
}
