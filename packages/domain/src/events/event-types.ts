import { z } from 'zod';

// The domain-event log: every change an agent cares about, one type each, with its payload.
// The server writes them in the transaction of the change; automations, webhooks, the activity
// feed and the history views read them. One place defines them all.

const change = z.object({ from: z.unknown(), to: z.unknown() });
const assignment = z.object({
  to: z.string(),
  toName: z.string(),
  from: z.string().nullable(),
  notice: z.object({ count: z.number().int(), labels: z.array(z.string()), byName: z.string(), teamName: z.string().nullable() }).nullish(),
});
const appointment = z.object({
  title: z.string(),
  type: z.string(),
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  leadIds: z.array(z.string()),
  propertyId: z.string().nullable(),
  agentId: z.string().nullable(),
});
const importCounts = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  total: z.number().int(),
});

export const EVENT_PAYLOADS = {
  'lead.created': z.object({
    name: z.string(),
    source: z.string().nullish(),
    status: z.string().nullish(),
    platform: z.string().nullish(),
    location: z.string().nullish(),
    /** The address of the property the lead asked about, when the way in knows it. */
    propertyAddress: z.string().nullish(),
    /** Its price in dollars, when known (lead routing's price rules). */
    propertyPrice: z.number().nullish(),
    via: z.enum(['form', 'api', 'import']).default('form'),
    /** The lead came in by itself (public form, lead e-mail, public API, a call to the account's number): lead routing assigns it. */
    intake: z.enum(['lead-form', 'lead-email', 'api', 'phone-call', 'booking-page']).nullish(),
  }),
  /** The fields that changed, each with its value before and after. */
  'lead.updated': z.object({ name: z.string(), changes: z.record(z.string(), change) }),
  'lead.status_changed': z.object({ name: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
  'lead.deleted': z.object({ name: z.string() }),
  /**
   * Given to someone on the team by hand (issue 18): to whom (their name then), and who had it
   * (null: the book's owner). `notice` rides on one event of each assignment someone else made:
   * the new owner's notification, once for the whole batch.
   */
  'lead.assigned': assignment,
  /** firstLeadId: the new lead when there is just one (its notification links to it). */
  /** startAutomations: false when the agent chose "Don't start automations for these leads" (older events: true). */
  /**
   * Leads merged into the one that stays (issue 50): the subject is that lead; the others are
   * gone from the book until the merge is undone (mergeId, within a day).
   */
  'leads.merged': z.object({ name: z.string(), mergeId: z.string(), mergedLeadIds: z.array(z.string()), mergedNames: z.array(z.string()) }),
  /** A merge undone: the merged leads are back (subject: the lead that stayed). */
  'leads.merge_undone': z.object({
    name: z.string(),
    mergeId: z.string(),
    restoredLeadIds: z.array(z.string()),
    restoredNames: z.array(z.string()),
  }),
  'leads.imported': importCounts.extend({ firstLeadId: z.string().nullish(), startAutomations: z.boolean().default(true) }),
  'property.created': z.object({ address: z.string(), price: z.number().nullable(), status: z.string().nullish() }),
  /** watched: the agent watches the property (its changes alert them). */
  'property.price_changed': z.object({
    address: z.string(),
    from: z.number().nullable(),
    to: z.number().nullable(),
    watched: z.boolean().default(false),
  }),
  'property.status_changed': z.object({
    address: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    watched: z.boolean().default(false),
  }),
  'property.deleted': z.object({ address: z.string() }),
  'property.assigned': assignment,
  /** A lead linked to a property (or the link's kind changed: `from` is the kind before), told on each side's history. */
  'lead.property_linked': z.object({ propertyId: z.string(), address: z.string(), kind: z.string(), from: z.string().nullable() }),
  'lead.property_unlinked': z.object({ propertyId: z.string(), address: z.string() }),
  'property.lead_linked': z.object({ leadId: z.string(), leadName: z.string(), kind: z.string(), from: z.string().nullable() }),
  'property.lead_unlinked': z.object({ leadId: z.string(), leadName: z.string() }),
  /** automated: sent by a flow or an instant reply (a request key), not by the agent's hand. */
  'message.sent': z.object({
    channel: z.enum(['sms', 'email']),
    leadId: z.string().nullish(),
    to: z.string(),
    automated: z.boolean().default(false),
  }),
  /** leadName and preview let the notification say who wrote and what, without reading the message. */
  'message.received': z.object({
    channel: z.enum(['sms', 'email']),
    leadId: z.string().nullish(),
    from: z.string(),
    leadName: z.string().nullish(),
    preview: z.string().default(''),
    messageId: z.string().nullish(),
  }),
  /** Messaging refused a send another module asked for (send-request job), and why; origin says who asked. */
  'message.request_failed': z.object({
    channel: z.enum(['sms', 'email']),
    leadId: z.string(),
    requestKey: z.string(),
    reason: z.string(),
    origin: z
      .union([
        z.object({ kind: z.literal('flow'), runId: z.string(), stepIndex: z.number().int() }),
        z.object({ kind: z.literal('alert'), alertId: z.string(), propertyId: z.string() }),
      ])
      .nullish(),
  }),
  /**
   * A call through the account's number ended, or the agent noted how it went afterwards
   * (issue 52): the lead's timeline shows it once per call, and a connected call stops the
   * response clock.
   */
  'call.logged': z.object({
    callId: z.string(),
    leadId: z.string(),
    direction: z.enum(['outbound', 'inbound']),
    outcome: z.enum(['connected', 'voicemail', 'no_answer', 'busy', 'failed']).nullable(),
    durationSeconds: z.number().int().nullable(),
    note: z.string().nullable(),
    endedAt: z.string(),
  }),
  /**
   * Appointments (issue 53): booked, changed (moved, edited, an outcome, the lead's answer) and
   * cancelled. Subject: the appointment; webhooks carry them.
   */
  'appointment.created': appointment,
  'appointment.changed': appointment.extend({ changes: z.array(z.string()).default([]) }),
  'appointment.cancelled': appointment,
  /** A lead replied STOP (opted_out) or START (opted_in) by text, or used an e-mail's unsubscribe link. */
  'lead.consent_changed': z.object({ channel: z.enum(['sms', 'email']), optedOut: z.boolean() }),
  'import.completed': importCounts.extend({
    entity: z.enum(['properties', 'leads']),
    invalid: z.number().int().default(0),
    fileName: z.string().nullish(),
  }),
  /** A file import that wrote nothing, and why (its rows were all or none). */
  'import.failed': z.object({ entity: z.enum(['properties', 'leads']), fileName: z.string().nullish(), reason: z.string() }),
  'subscription.changed': z.object({ plan: z.string(), status: z.string(), change: z.string() }),
} as const;

export type EventType = keyof typeof EVENT_PAYLOADS;
export const EVENT_TYPES = Object.keys(EVENT_PAYLOADS) as EventType[];
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[T]>;

/** What an event is about: the detail views read their history by subject. */
export const EVENT_SUBJECT_TYPES = ['lead', 'property', 'import', 'subscription', 'message', 'appointment'] as const;
export type EventSubjectType = (typeof EVENT_SUBJECT_TYPES)[number];

/**
 * What made a change when no person did: a flow run's step (its run, and the flows that led to
 * it, its own flow last). Triggers read it so a flow's own changes never start that flow again
 * (automations/flow-chain.ts).
 */
export type EventCause = { kind: 'flow'; runId: string; flowIds: string[] };

export type NewDomainEvent<T extends EventType = EventType> = {
  type: T;
  accountId: string;
  actorId?: string | null;
  subjectType: EventSubjectType;
  subjectId: string;
  payload: EventPayload<T>;
  /** Set when a flow's step made the change (see EventCause). */
  cause?: EventCause;
  /**
   * Makes the write happen once: an event recorded again with the same key (a job's run after
   * a crash that came after its first write) is not written and reacts to nothing.
   */
  onceKey?: string;
};

/** An event as the API answers it (history views, the activity feed). */
export type DomainEventResponse = {
  id: string;
  type: EventType;
  subject_type: EventSubjectType;
  subject_id: string;
  actor_id: string | null;
  payload: Record<string, unknown>;
  created_at: string;
};

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;

/** A page's cursor: the place in the log of the last event shown. */
const HISTORY_CURSOR = /^\d{1,18}$/;

/** ?before={next_before of the previous page}&limit=n: the next page of a history, newest first. */
export const HistoryQuerySchema = z.object({
  /** types=lead.updated,lead.deleted: only these kinds of event. */
  types: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(
      z
        .array(z.enum(Object.keys(EVENT_PAYLOADS) as [EventType, ...EventType[]], { error: 'must be event types, like lead.updated' }))
        .optional(),
    ),
  before: z.string().regex(HISTORY_CURSOR, 'must be the next_before of the previous page').optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(HISTORY_MAX_PAGE_SIZE, `must be at most ${HISTORY_MAX_PAGE_SIZE}`)
    .default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export type HistoryResponse = { events: DomainEventResponse[]; next_before: string | null };
