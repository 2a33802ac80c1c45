import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/lead-status';
import type { EventType } from '../events/event-types';
import { CLOCK_TIME, describeWeekdayAt } from './schedule';
import { DateTriggerConfigSchema, describeDateTrigger, isPropertyField } from './date-triggers';

// "When X happens": each trigger kind, its settings, and which domain events it answers.

export const TRIGGER_KINDS = [
  'lead_created',
  'lead_status_changed',
  'lead_tag_added',
  'property_price_changed',
  'property_status_changed',
  'message_received',
  'lead_no_reply',
  'date_arrives',
  'schedule',
] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const TRIGGER_LABELS: Record<TriggerKind, string> = {
  lead_created: 'A new lead is added',
  lead_status_changed: "A lead's status changes",
  lead_tag_added: 'A lead gets a tag',
  property_price_changed: "A property's price changes",
  property_status_changed: "A property's status changes",
  message_received: 'A lead sends a message',
  lead_no_reply: 'A lead has not replied in N days',
  date_arrives: 'A date arrives (birthday, purchase anniversary, open house)',
  schedule: 'On a schedule',
};

/** How a lead arrives: added in the app or by a lead form, by the API or lead e-mail, or in an import. */
export const LEAD_ARRIVALS = ['form', 'api', 'import'] as const;

const tag = z.string().trim().min(1, 'is required').max(40);

export const TriggerConfigSchema = z.discriminatedUnion('kind', [
  /** Imports are left out unless named: an imported book is not new inquiries (issue 46). */
  z.object({
    kind: z.literal('lead_created'),
    via: z.array(z.enum(LEAD_ARRIVALS)).min(1, 'pick at least one way').default(['form', 'api']),
  }),
  z.object({ kind: z.literal('lead_status_changed'), to: z.enum(LEAD_STATUSES).nullable().default(null) }),
  z.object({ kind: z.literal('lead_tag_added'), tag }),
  z.object({
    kind: z.literal('property_price_changed'),
    direction: z.enum(['drop', 'rise', 'any']).default('drop'),
    min_percent: z.number().min(0).max(100).nullable().default(null),
    min_amount: z.number().min(0).nullable().default(null),
    /** Property events have no lead: the flow runs for each lead with this tag (the interested ones). */
    lead_tag: tag,
  }),
  z.object({ kind: z.literal('property_status_changed'), to: z.string().trim().max(40).nullable().default(null), lead_tag: tag }),
  z.object({ kind: z.literal('message_received'), channel: z.enum(['sms', 'email', 'any']).default('any') }),
  /** The lead's latest message from the agent is N days old and they have not written since. */
  z.object({
    kind: z.literal('lead_no_reply'),
    days: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(365, 'must be at most 365'),
  }),
  /** A lead's birthday or purchase anniversary, or a property's open house (date-triggers.ts). */
  DateTriggerConfigSchema,
  z.object({
    kind: z.literal('schedule'),
    weekday: z.number().int().min(0).max(6),
    time: z.string().regex(CLOCK_TIME, 'must be a time like 08:00'),
    /** Who the flow runs for at each firing: the leads with this tag. */
    lead_tag: tag,
  }),
]);
export type TriggerConfig = z.infer<typeof TriggerConfigSchema>;
export type TriggerConfigInput = z.input<typeof TriggerConfigSchema>;

/** The domain events each kind reads (no-reply, dates and schedules read the clock instead). */
export const TRIGGER_EVENT_TYPES: Record<TriggerKind, EventType[]> = {
  lead_created: ['lead.created', 'leads.imported'],
  lead_status_changed: ['lead.status_changed'],
  lead_tag_added: ['lead.updated'],
  property_price_changed: ['property.price_changed'],
  property_status_changed: ['property.status_changed'],
  message_received: ['message.received'],
  lead_no_reply: [],
  date_arrives: [],
  schedule: [],
};
export const TRIGGERING_EVENT_TYPES = [...new Set(Object.values(TRIGGER_EVENT_TYPES).flat())];

/** An event as trigger matching sees it. */
export type TriggerEvent = { type: EventType; subjectType: string; subjectId: string; payload: Record<string, unknown> };

/** Who a matching trigger runs its flow for. */
/** importedBy: the leads an import created (one leads.imported event stands for all of them). */
export type TriggerTarget = { lead: string } | { leadsTagged: string } | { importedBy: string } | null;

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Whether a price change passes the trigger's direction and thresholds (both must hold when both are set). */
export function priceChangeMatches(
  config: Extract<TriggerConfig, { kind: 'property_price_changed' }>,
  from: number | null,
  to: number | null,
): boolean {
  if (from === null || to === null || from === to) return false;
  const delta = to - from;
  if (config.direction === 'drop' && delta > 0) return false;
  if (config.direction === 'rise' && delta < 0) return false;
  if (config.min_amount !== null && Math.abs(delta) < config.min_amount) return false;
  if (config.min_percent !== null) {
    if (from === 0) return false;
    if ((Math.abs(delta) / from) * 100 < config.min_percent) return false;
  }
  return true;
}

/** What an event means for a trigger: null when it does not fire it, else who the flow runs for. */
export function matchTrigger(config: TriggerConfig, event: TriggerEvent): TriggerTarget {
  if (!TRIGGER_EVENT_TYPES[config.kind].includes(event.type)) return null;
  const p = event.payload;
  switch (config.kind) {
    case 'lead_created':
      if (event.type === 'leads.imported') {
        // The agent said "Don't start automations for these leads" on the import (the default).
        if (p.startAutomations === false) return null;
        return config.via.includes('import') && Number(p.imported ?? 0) > 0 ? { importedBy: event.subjectId } : null;
      }
      return config.via.includes((p.via as 'form' | 'api' | 'import') ?? 'form') ? { lead: event.subjectId } : null;
    case 'lead_status_changed':
      return p.from !== p.to && (config.to === null || p.to === config.to) ? { lead: event.subjectId } : null;
    case 'lead_tag_added': {
      const tags = (p.changes as Record<string, { from: unknown; to: unknown }> | undefined)?.tags;
      if (!tags) return null;
      const want = config.tag.toLowerCase();
      const had = asList(tags.from).some((t) => t.toLowerCase() === want);
      const has = asList(tags.to).some((t) => t.toLowerCase() === want);
      return !had && has ? { lead: event.subjectId } : null;
    }
    case 'property_price_changed':
      return priceChangeMatches(config, asNumber(p.from), asNumber(p.to)) ? { leadsTagged: config.lead_tag } : null;
    case 'property_status_changed':
      return p.from !== p.to && (config.to === null || String(p.to ?? '').toLowerCase() === config.to.toLowerCase())
        ? { leadsTagged: config.lead_tag }
        : null;
    case 'message_received': {
      const leadId = typeof p.leadId === 'string' ? p.leadId : null;
      if (!leadId) return null;
      return config.channel === 'any' || p.channel === config.channel ? { lead: leadId } : null;
    }
    case 'lead_no_reply':
    case 'date_arrives':
    case 'schedule':
      return null;
  }
}

/** Triggers about listings (a price, a status, an open house): the properties page lists them too. */
export function isPropertyTrigger(config: TriggerConfig): boolean {
  return (
    config.kind === 'property_price_changed' ||
    config.kind === 'property_status_changed' ||
    (config.kind === 'date_arrives' && isPropertyField(config.field))
  );
}

const ARRIVAL_WORDS: Record<(typeof LEAD_ARRIVALS)[number], string> = {
  form: 'added in the app or a lead form',
  api: 'sent by the API or a lead e-mail',
  import: 'imported',
};

function describeArrivals(via: readonly (typeof LEAD_ARRIVALS)[number][]): string {
  const has = (w: (typeof LEAD_ARRIVALS)[number]) => via.includes(w);
  if (has('form') && has('api')) return has('import') ? 'A lead is created or imported' : 'A new lead is added (not imported)';
  if (via.length === 1 && has('import')) return 'Leads are imported';
  return `A lead is ${via.map((w) => ARRIVAL_WORDS[w]).join(' or ')}`;
}

/** One line for the My triggers list. */
export function describeTrigger(config: TriggerConfig): string {
  switch (config.kind) {
    case 'lead_created':
      return describeArrivals(config.via);
    case 'lead_status_changed':
      return config.to ? `A lead's status becomes ${config.to}` : "A lead's status changes";
    case 'lead_tag_added':
      return `A lead is tagged "${config.tag}"`;
    case 'property_price_changed': {
      const by = [
        config.min_percent !== null ? `${config.min_percent}%` : '',
        config.min_amount !== null ? `$${config.min_amount.toLocaleString('en-US')}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      const verb = config.direction === 'drop' ? 'drops' : config.direction === 'rise' ? 'rises' : 'changes';
      return `A property's price ${verb}${by ? ` by at least ${by}` : ''} (leads tagged "${config.lead_tag}")`;
    }
    case 'property_status_changed':
      return `A property's status ${config.to ? `becomes ${config.to}` : 'changes'} (leads tagged "${config.lead_tag}")`;
    case 'message_received':
      return config.channel === 'any' ? 'A lead sends a message' : `A lead sends ${config.channel === 'sms' ? 'a text' : 'an e-mail'}`;
    case 'lead_no_reply':
      return `A lead has not replied in ${config.days} ${config.days === 1 ? 'day' : 'days'}`;
    case 'date_arrives':
      return describeDateTrigger(config);
    case 'schedule':
      return `Every ${describeWeekdayAt(config.weekday, config.time)} (leads tagged "${config.lead_tag}")`;
  }
}
