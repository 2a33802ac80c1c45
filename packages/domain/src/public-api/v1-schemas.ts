import { z } from 'zod';
import { LeadMergeSchema, MergeLeadsRequestSchema, UndoLeadMergeResponseSchema } from '../lead-duplicates/lead-merge-schemas.ts';
import { LeadListQuerySchema } from '../leads/lead-list-query.ts';
import { CreateLeadRequestSchema, UpdateLeadRequestSchema } from '../leads/lead-schemas.ts';
import { PropertyListQuerySchema } from '../properties/property-list-query.ts';
import { CreatePropertyRequestSchema, UpdatePropertyRequestSchema } from '../properties/property-schemas.ts';
import { NewNotificationSchema, NotificationResponseSchema } from '../notifications/notification-schemas.ts';
import { TASK_KINDS, TASK_STATUSES, TrackingTaskRequestSchema, TrackingTaskUpdateSchema } from '../automations/tracking-tasks.ts';
import { EnrolRequestSchema, FLOW_STATUSES } from '../automations/automation-schemas.ts';
import { FlowStepSchema } from '../automations/flow-steps.ts';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, SendMessageRequestSchema } from '../messaging/message-schemas.ts';
import {
  AppointmentListQuerySchema,
  AppointmentOutcomeRequestSchema,
  AppointmentResponseSchema,
  CreateAppointmentRequestSchema,
  UpdateAppointmentRequestSchema,
} from '../appointments/appointment-schemas.ts';

// The public API's contracts (/api/v1): the app's own request schemas, so the API validates
// exactly as the app does, plus cursors, bulk bodies and the documented answers. The OpenAPI
// document is generated from these.

/** At most this many records per bulk create call. */
export const V1_BULK_MAX = 1000;

const cursor = z.string().max(200).optional().describe('The next_cursor of the previous page; leave out for the first page.');
const limit = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100, 'must be at most 100')
  .default(50);

export const V1LeadListQuerySchema = LeadListQuerySchema.omit({ page: true }).extend({ cursor });
export const V1PropertyListQuerySchema = PropertyListQuerySchema.omit({ page: true }).extend({ cursor });

export const V1CreateLeadRequestSchema = CreateLeadRequestSchema;
export const V1UpdateLeadRequestSchema = UpdateLeadRequestSchema;
export const V1CreatePropertyRequestSchema = CreatePropertyRequestSchema;
export const V1UpdatePropertyRequestSchema = UpdatePropertyRequestSchema;

const bulk = <S extends z.ZodType>(name: string, item: S) =>
  z
    .array(item, { error: `${name} must be a list` })
    .min(1, `${name} must hold at least one record`)
    .max(V1_BULK_MAX, `${name} may hold at most ${V1_BULK_MAX} records per call`);
export const V1BulkLeadsRequestSchema = z.object({ leads: bulk('leads', CreateLeadRequestSchema) }).strict();
export const V1BulkPropertiesRequestSchema = z.object({ properties: bulk('properties', CreatePropertyRequestSchema) }).strict();

const stamps = { id: z.uuid(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };
const moment = z.iso.datetime().nullable();
/**
 * The answers, closed: every field the API sends, and no other (the routes send only these, see
 * `documented` in the public-api module). A lead and a property are the app's own records, so
 * their fields keep the app's camelCase; every field is always present (null when not set).
 */
export const V1LeadSchema = CreateLeadRequestSchema.extend({
  ...stamps,
  stageId: z.uuid().nullable().describe('The pipeline stage; null only until the account first reads its stages.'),
  stageName: z.string().nullable(),
  additionalEmails: z.array(z.string()).describe('The other e-mails a contact export held (Email 2, ...).'),
  additionalPhones: z.array(z.string()),
  contactLabels: z
    .record(z.string(), z.string())
    .describe('Each e-mail\'s and phone\'s label as the imported file named it ("Cell 2", "Work"), by value.'),
  assignedName: z.string().nullable().describe('Who on the team lead routing gave the lead to; null: never routed.'),
  claimedAt: moment.describe('When they claimed it.'),
  firstReplyAt: moment.describe("The agent's first text, e-mail or logged call to the lead."),
  lastActivityAt: moment.describe('When the lead was last worked in the CRM it was imported from.'),
}).required();
export const V1PropertySchema = CreatePropertyRequestSchema.extend({
  ...stamps,
  status: z
    .string()
    .nullable()
    .describe('One of Active, Pending, Sold, Off Market, Price Reduced, or an imported spelling kept as written.'),
  currentPrice: z.int().nullable().describe('Whole dollars; null only on a property imported without one.'),
  isWatched: z.boolean(),
  assignedName: z.string().nullable().describe("Who on the team owns it; null: the account's owner."),
}).required();

const page = <S extends z.ZodType>(item: S) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable(), total: z.number().int() });
export const V1LeadPageSchema = page(V1LeadSchema);
export const V1PropertyPageSchema = page(V1PropertySchema);

export const V1_LEAD_OUTCOMES = ['created', 'matched', 'held'] as const;
/** POST /api/v1/leads: a new lead, the lead with the same e-mail or phone (noted), or held at the plan's lead limit. */
export const V1LeadIntakeSchema = z.object({ outcome: z.enum(V1_LEAD_OUTCOMES), lead: V1LeadSchema.nullable() });

const bulkErrors = z.array(
  z.object({ index: z.number().int(), error: z.object({ code: z.string(), message: z.string(), field: z.string().nullable() }) }),
);
export const V1BulkLeadsResponseSchema = z.object({ data: z.array(V1LeadSchema), errors: bulkErrors });
export const V1BulkPropertiesResponseSchema = z.object({ data: z.array(V1PropertySchema), errors: bulkErrors });

export const V1ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().nullable(),
    limit: z.string().optional(),
    /** A lead merged into another: the id of the lead it is now part of (404 on GET /leads/{id}). */
    merged_into: z.uuid().optional(),
  }),
});

/** GET /api/v1/notifications: the newest first; unread=true keeps the unread ones. */
export const V1NotificationListQuerySchema = z
  .object({
    limit,
    unread: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    cursor,
  })
  .strict();
export const V1NotificationPageSchema = z.object({ data: z.array(NotificationResponseSchema), next_cursor: z.string().nullable() });
export const V1NotificationSchema = NotificationResponseSchema;
/** An integration's own notification for the agent (a form tool, a showing app): shown like any other. */
export const V1CreateNotificationRequestSchema = NewNotificationSchema.strict();

export const V1CreateTaskRequestSchema = TrackingTaskRequestSchema;
export const V1UpdateTaskRequestSchema = TrackingTaskUpdateSchema.strict();
/** A tracking task as the API answers it (the Tracking tab's row, with its runs). */
export const V1TaskSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  title: z.string(),
  property_id: z.uuid().nullable(),
  lead_id: z.uuid().nullable(),
  due_at: z.iso.datetime().nullable(),
  note: z.string(),
  last_run_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable().describe('When the agent completed a follow-up; null while it is still to do.'),
  url: z.string().nullable(),
  listing_price: z.number().nullable(),
  listing_status: z.string().nullable(),
  last_error: z.string().nullable(),
  executions: z.array(z.object({ cause: z.string(), detail: z.string(), at: z.iso.datetime() })),
  created_at: z.iso.datetime(),
});
export const V1TaskPageSchema = z.object({ data: z.array(V1TaskSchema), next_cursor: z.string().nullable() });
export const V1TaskListQuerySchema = z
  .object({
    limit,
    cursor,
    kind: z.enum(TASK_KINDS, { error: `must be one of ${TASK_KINDS.join(', ')}` }).optional(),
    status: z.enum(TASK_STATUSES, { error: `must be one of ${TASK_STATUSES.join(', ')}` }).optional(),
    lead_id: z.uuid({ error: 'must be a lead id' }).optional(),
    property_id: z.uuid({ error: 'must be a property id' }).optional(),
  })
  .strict();

/** A flow as the API answers it (the Automations list's card, without the editor's problems). */
export const V1FlowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: z.enum(FLOW_STATUSES),
  steps: z.array(FlowStepSchema),
  stop_on_reply: z.boolean(),
  active_runs: z.number().int(),
  runs_this_month: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export const V1FlowPageSchema = z.object({ data: z.array(V1FlowSchema), next_cursor: z.string().nullable() });
export const V1FlowListQuerySchema = z
  .object({ limit, cursor, status: z.enum(FLOW_STATUSES, { error: `must be one of ${FLOW_STATUSES.join(', ')}` }).optional() })
  .strict();
/** Put leads on a flow, or take them off it: up to 500 lead ids a call. */
export const V1EnrolRequestSchema = EnrolRequestSchema.strict();
export const V1EnrolResponseSchema = z.object({ started: z.number().int(), already_on_flow: z.number().int() });
export const V1UnenrolResponseSchema = z.object({ stopped: z.number().int(), not_on_flow: z.number().int() });

/** The account's messages, newest first; lead_id keeps one lead's thread. */
export const V1MessageListQuerySchema = z
  .object({
    limit,
    cursor,
    lead_id: z.uuid({ error: 'must be a lead id' }).optional(),
    channel: z.enum(MESSAGE_CHANNELS, { error: `must be one of ${MESSAGE_CHANNELS.join(', ')}` }).optional(),
    direction: z.enum(['outbound', 'inbound'], { error: 'must be outbound or inbound' }).optional(),
  })
  .strict();
export const V1MessageSchema = z.object({
  id: z.uuid(),
  lead_id: z.uuid().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  direction: z.enum(['outbound', 'inbound']),
  status: z.enum(MESSAGE_STATUSES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  error: z.string().nullable(),
  send_at: z.iso.datetime().nullable(),
  sent_at: z.iso.datetime().nullable(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export const V1MessagePageSchema = z.object({ data: z.array(V1MessageSchema), next_cursor: z.string().nullable() });
export const V1SendMessageRequestSchema = SendMessageRequestSchema;
export const V1SentMessageSchema = V1MessageSchema.extend({ held_for_quiet_hours: z.boolean() });

/** Merging duplicate leads (issue 50): the same body as the app's, and the merge it made. */
export const V1MergeLeadsRequestSchema = MergeLeadsRequestSchema;
export const V1LeadMergeSchema = LeadMergeSchema;
export const V1UndoLeadMergeResponseSchema = UndoLeadMergeResponseSchema;

/** Appointments (issue 53): the app's own bodies; the list is the calendar's range, soonest first. */
export const V1AppointmentSchema = AppointmentResponseSchema;
export const V1AppointmentPageSchema = z.object({ data: z.array(V1AppointmentSchema), next_cursor: z.string().nullable() });
export const V1AppointmentListQuerySchema = AppointmentListQuerySchema.safeExtend({ limit, cursor });
export const V1CreateAppointmentRequestSchema = CreateAppointmentRequestSchema;
export const V1UpdateAppointmentRequestSchema = UpdateAppointmentRequestSchema;
export const V1AppointmentOutcomeRequestSchema = AppointmentOutcomeRequestSchema;
