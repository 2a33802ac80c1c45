import { z } from 'zod';
import type { DomainEventResponse, EventType } from '../events/event-types.ts';
import { formatMoney } from '../properties/format-price.ts';
import { leadLink, pathWithQuery, propertyLink } from '../notifications/notification-links.ts';

// The dashboard's activity feed reads the domain-event log (newest first) and says each event
// in a line with a link to where the agent acts on it. Events the agent would not call
// activity (a consent change is shown on the lead) are left out of the feed's query.

export const ACTIVITY_EVENT_TYPES = [
  'lead.created',
  'lead.status_changed',
  'lead.deleted',
  'leads.imported',
  'leads.merged',
  'property.created',
  'property.price_changed',
  'property.status_changed',
  'property.deleted',
  'message.sent',
  'message.received',
  'import.completed',
  'import.failed',
] as const satisfies readonly EventType[];

export const ACTIVITY_PAGE_SIZE = 15;

export type ActivityTone = 'lead' | 'property' | 'message' | 'import';
export type ActivityItem = { id: string; at: string; text: string; href: string | null; tone: ActivityTone };
export type ActivityFeedResponse = { items: ActivityItem[]; next_before: string | null };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const price = (v: unknown) => {
  const n = num(v);
  return n === null ? 'no price' : formatMoney(n);
};
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** One event as a line of the feed; null for a type the feed does not show. */
export function describeActivity(event: DomainEventResponse): ActivityItem | null {
  const p = event.payload;
  const base = { id: event.id, at: event.created_at };
  const lead = (text: string, href: string | null = leadLink(event.subject_id)) => ({ ...base, text, href, tone: 'lead' as const });
  const property = (text: string, href: string | null = propertyLink(event.subject_id)) => ({
    ...base,
    text,
    href,
    tone: 'property' as const,
  });
  switch (event.type) {
    case 'lead.created': {
      const source = str(p.source);
      return lead(`New lead ${str(p.name)}${source ? ` from ${source}` : ''}`);
    }
    case 'lead.status_changed':
      return lead(`${str(p.name)} is now ${str(p.to) || 'without a status'}${str(p.from) ? ` (was ${str(p.from)})` : ''}`);
    case 'lead.deleted':
      return lead(`Lead ${str(p.name)} deleted`, null);
    case 'leads.merged': {
      const names = Array.isArray(p.mergedNames) ? p.mergedNames.map(String) : [];
      return lead(`${names.join(', ') || 'Duplicates'} merged into ${str(p.name)}`);
    }
    case 'leads.imported':
      return lead(`${plural(num(p.imported) ?? 0, 'lead')} imported`, '/leads');
    case 'property.created':
      return property(`Property added: ${str(p.address)} (${price(p.price)})`);
    case 'property.price_changed': {
      const from = num(p.from);
      const to = num(p.to);
      const verb = from !== null && to !== null ? (to < from ? 'dropped' : 'rose') : 'changed';
      return property(`Price ${verb} on ${str(p.address)}: ${price(p.from)} → ${price(p.to)}`);
    }
    case 'property.status_changed':
      return property(`${str(p.address)} is now ${str(p.to) || 'without a status'}`);
    case 'property.deleted':
      return property(`Property ${str(p.address)} deleted`, null);
    case 'message.sent': {
      const channel = p.channel === 'sms' ? 'Text' : 'E-mail';
      const to = str(p.to);
      const leadId = str(p.leadId);
      return {
        ...base,
        tone: 'message',
        text: `${channel} sent to ${to}${p.automated ? ' by an automation' : ''}`,
        href: leadId ? leadLink(leadId) : '/inbox',
      };
    }
    case 'message.received': {
      const channel = p.channel === 'sms' ? 'Text' : 'E-mail';
      const who = str(p.leadName) || str(p.from);
      const messageId = str(p.messageId);
      return {
        ...base,
        tone: 'message',
        text: `${channel} from ${who}${str(p.preview) ? `: “${str(p.preview)}”` : ''}`,
        href: messageId ? pathWithQuery('/inbox', { message: messageId, highlight: true }) : '/inbox',
      };
    }
    case 'import.completed': {
      const entity = p.entity === 'properties' ? 'property' : 'lead';
      return {
        ...base,
        tone: 'import',
        text: `Import finished: ${plural(num(p.imported) ?? 0, entity)} added, ${num(p.updated) ?? 0} updated`,
        href: p.entity === 'properties' ? '/properties' : '/leads',
      };
    }
    case 'import.failed':
      return {
        ...base,
        tone: 'import',
        text: `Import of ${str(p.fileName) || 'a file'} failed: ${str(p.reason)}`,
        href: p.entity === 'properties' ? '/properties' : '/leads',
      };
    default:
      return null;
  }
}

/** ?before={next_before}&limit=n */
export const ActivityQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'must be the next_before of the previous page')
    .optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(ACTIVITY_PAGE_SIZE),
});
