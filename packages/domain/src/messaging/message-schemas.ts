import { z } from 'zod';

// The messaging API's contracts: sends, messages, conversations, templates and settings.

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * `kept`: the server has no provider for the channel (the development outbox): the message is
 * kept here and never left, so it is never called sent (issue 46).
 */
export const MESSAGE_STATUSES = ['scheduled', 'queued', 'sending', 'sent', 'delivered', 'kept', 'failed', 'received', 'canceled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const SMS_BODY_MAX = 1600;
export const EMAIL_BODY_MAX = 50_000;
export const SUBJECT_MAX = 200;

export const SendMessageRequestSchema = z
  .object({
    channel: z.enum(MESSAGE_CHANNELS, { error: 'must be sms or email' }),
    lead_id: z.uuid({ error: 'must be a lead id' }),
    subject: z.string().trim().max(SUBJECT_MAX, `must be at most ${SUBJECT_MAX} characters`).optional(),
    body: z.string().trim().min(1, 'Write a message').max(EMAIL_BODY_MAX, `must be at most ${EMAIL_BODY_MAX} characters`),
    /** Send later ("tomorrow 9:00"); absent means now. */
    send_at: z.iso.datetime({ offset: true, error: 'must be a date and time' }).optional(),
    /** The agent confirmed a text outside 8:00-21:00 in the lead's time zone. */
    override_quiet_hours: z.boolean().optional(),
    /** The attached property: {{property.*}} merge fields fill from it. */
    property_id: z.uuid({ error: 'must be a property id' }).optional(),
  })
  .refine((v) => v.channel !== 'sms' || v.body.length <= SMS_BODY_MAX, {
    path: ['body'],
    message: `A text can be at most ${SMS_BODY_MAX} characters`,
  })
  .refine((v) => v.channel !== 'email' || Boolean(v.subject), { path: ['subject'], message: 'An e-mail needs a subject' })
  // The two refinements above, for JSON Schema (the OpenAPI document).
  .meta({
    allOf: [
      { if: { properties: { channel: { const: 'sms' } } }, then: { properties: { body: { maxLength: SMS_BODY_MAX } } } },
      {
        if: { properties: { channel: { const: 'email' } } },
        then: { required: ['subject'], properties: { subject: { minLength: 1, pattern: '\\S' } } },
      },
    ],
  });
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export type MessageResponse = {
  id: string;
  lead_id: string | null;
  channel: MessageChannel;
  direction: 'outbound' | 'inbound';
  status: MessageStatus;
  from: string | null;
  to: string | null;
  subject: string | null;
  body: string;
  error: string | null;
  send_at: string | null;
  sent_at: string | null;
  read_at: string | null;
  created_at: string;
};

export const CONVERSATION_FILTERS = ['all', 'unread', 'sms', 'email'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
export const ConversationListQuerySchema = z.object({
  filter: z.enum(CONVERSATION_FILTERS).default('all'),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

export type ConversationResponse = {
  lead_id: string;
  lead_name: string;
  lead_email: string | null;
  lead_phone: string | null;
  sms_opted_out: boolean;
  last_message: {
    id: string;
    channel: MessageChannel;
    direction: 'outbound' | 'inbound';
    body: string;
    status: MessageStatus;
    created_at: string;
  };
  unread_count: number;
  done: boolean;
};
export type ConversationListResponse = { conversations: ConversationResponse[]; total: number; unread_total: number };
export type ThreadResponse = {
  lead: { id: string; name: string; email: string | null; phone: string | null; sms_opted_out: boolean; email_unsubscribed: boolean };
  messages: MessageResponse[];
};

export const TemplateRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'must be at most 100 characters'),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'must be sms or email' }),
  subject: z.string().trim().max(SUBJECT_MAX).nullish(),
  body: z.string().trim().min(1, 'Write the template').max(EMAIL_BODY_MAX),
});
export type TemplateRequest = z.infer<typeof TemplateRequestSchema>;
export type TemplateResponse = {
  id: string;
  name: string;
  channel: MessageChannel;
  subject: string | null;
  body: string;
  updated_at: string;
};

export const SmsSettingsRequestSchema = z.object({
  enabled: z.boolean(),
  /**
   * Once the number texts came from; now each account is given its own (decision 044), because
   * replies to a number two accounts share cannot be told apart. Only null is accepted.
   */
  phone_number: z
    .null({ error: 'cannot be chosen: turning SMS on gives your account its own number (or connect your own Twilio account)' })
    .optional(),
});
export type SmsSettingsRequest = z.infer<typeof SmsSettingsRequestSchema>;

/**
 * GET /api/sms/number: the number Porchlight gave the account (bought on the operator's Twilio
 * account, or a stand-in when texts stay in the local outbox), while it is being bought, or why
 * buying it failed; null when it has none (SMS never on, or its own Twilio account sends).
 */
export type SmsNumberResponse = {
  number: {
    phone_number: string | null;
    status: 'buying' | 'active' | 'failed';
    error: string | null;
    /** A stand-in: texts stay in the local outbox. */
    local: boolean;
    /** SMS is off: the number stays the account's until then, and is released after. */
    released_after: string | null;
  } | null;
};

const E164 = /^\+[1-9]\d{7,14}$/;
/** An agent's own Twilio account (Settings): SID, auth token, and a number or a messaging service. */
export const ConnectSmsAccountRequestSchema = z
  .object({
    account_sid: z
      .string()
      .trim()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC followed by 32 characters)'),
    auth_token: z.string().trim().min(1, 'is required').max(200),
    phone_number: z.string().trim().regex(E164, 'must be a phone number like +15125550100').nullish(),
    messaging_service_sid: z
      .string()
      .trim()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG followed by 32 characters)')
      .nullish(),
  })
  .refine((v) => Boolean(v.phone_number || v.messaging_service_sid), {
    path: ['phone_number'],
    message: 'Give a phone number or a messaging service SID',
  });
export type ConnectSmsAccountRequest = z.infer<typeof ConnectSmsAccountRequestSchema>;
export type SmsAccountResponse = {
  account: { account_sid: string; phone_number: string | null; messaging_service_sid: string | null; connected_at: string } | null;
};

export const BULK_RECIPIENTS_MAX = 5_000;

/**
 * An audience segment (the audience view's filters): status, tag, source, location; "" means
 * not set. `lead_ids` narrows it to leads chosen in the leads table.
 */
export const AudienceFilterSchema = z
  .object({
    status: z.string().max(100),
    tag: z.string().max(100),
    source: z.string().max(200),
    location: z.string().max(200),
    lead_ids: z
      .array(z.uuid({ error: 'must be lead ids' }), { error: 'must be a list of lead ids' })
      .min(1, 'Choose at least one lead')
      .max(BULK_RECIPIENTS_MAX, `At most ${BULK_RECIPIENTS_MAX} leads at a time`),
  })
  .partial();
export type AudienceFilter = z.infer<typeof AudienceFilterSchema>;

/** With the message (optional), the preview shows one recipient's own copy, merge fields filled. */
export const BulkPreviewRequestSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  audience: AudienceFilterSchema,
  subject: z.string().trim().max(SUBJECT_MAX).optional(),
  body: z.string().trim().max(EMAIL_BODY_MAX).optional(),
  property_id: z.uuid({ error: 'must be a property id' }).optional(),
});
export type BulkPreviewRequest = z.infer<typeof BulkPreviewRequestSchema>;
export const BulkSendRequestSchema = z
  .object({
    channel: z.enum(MESSAGE_CHANNELS),
    audience: AudienceFilterSchema,
    subject: z.string().trim().max(SUBJECT_MAX).optional(),
    body: z.string().trim().min(1, 'Write a message').max(EMAIL_BODY_MAX),
    /** The attached property: {{property.*}} merge fields fill from it. */
    property_id: z.uuid({ error: 'must be a property id' }).optional(),
  })
  .refine((v) => v.channel !== 'email' || Boolean(v.subject), { path: ['subject'], message: 'An e-mail needs a subject' });
export type BulkSendRequest = z.infer<typeof BulkSendRequestSchema>;
export type BulkExclusionReason = 'no_phone' | 'no_email' | 'opted_out' | 'unsubscribed';
/** `sample`: the first recipient's message as they will read it (null without a message or a recipient). */
export type BulkSample = { lead_name: string; subject: string | null; body: string };
export type BulkPreviewResponse = {
  total: number;
  recipients: number;
  excluded: { lead_id: string; name: string; reason: BulkExclusionReason }[];
  sample?: BulkSample | null;
};
export type BulkSendResponse = { bulk_id: string; queued: number; excluded: BulkPreviewResponse['excluded'] };
/** GET /api/messages/bulk/:id: each recipient's own message and its status. */
export type BulkStatusResponse = {
  bulk_id: string;
  recipients: {
    message_id: string;
    lead_id: string | null;
    lead_name: string | null;
    to: string | null;
    status: MessageStatus;
    error: string | null;
    send_at: string | null;
  }[];
};
