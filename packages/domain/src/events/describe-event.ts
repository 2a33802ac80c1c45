import type { DomainEventResponse } from './event-types';
import { LEAD_PROPERTY_KIND_DONE, LEAD_PROPERTY_KIND_LABELS } from '../leads/lead-property-links';

const dollars = (value: unknown) => (typeof value === 'number' ? `$${value.toLocaleString('en-US')}` : 'no price');
const statusName = (value: unknown) => {
  if (typeof value !== 'string' || !value) return 'no status';
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
  location: 'location',
  budget: 'budget',
  timeline: 'timeline',
  source: 'source',
  qualification: 'qualification',
  notes: 'notes',
  tags: 'tags',
  leadType: 'lead type',
  stage: 'stage',
  dealValue: 'deal value',
  expectedCloseDate: 'expected close date',
};
/** "Toured", "Offered on": how a lead relates to a property, in words. */
const relation = (kind: unknown) => LEAD_PROPERTY_KIND_LABELS[kind as keyof typeof LEAD_PROPERTY_KIND_LABELS] ?? 'Linked to';
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const relationDone = (kind: unknown) => LEAD_PROPERTY_KIND_DONE[kind as keyof typeof LEAD_PROPERTY_KIND_DONE] ?? 'is linked';
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? 'empty' : Array.isArray(value) ? value.join(', ') || 'none' : String(value);

/** One field's change: "E-mail changed from a@b.co to c@d.co", "Tag buyer added". */
function describeFieldChange(field: string, { from, to }: { from?: unknown; to?: unknown }): string {
  if (field === 'tags' && Array.isArray(from) && Array.isArray(to)) {
    const added = to.filter((t) => !from.includes(t));
    const removed = from.filter((t) => !to.includes(t));
    if (added.length && !removed.length) return `Tag ${added.join(', ')} added`;
    if (removed.length && !added.length) return `Tag ${removed.join(', ')} removed`;
  }
  const label = FIELD_LABELS[field] ?? field;
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  if (field === 'notes') return 'Notes changed';
  if (field === 'dealValue')
    return `Deal value changed from ${typeof from === 'number' ? dollars(from) : 'empty'} to ${typeof to === 'number' ? dollars(to) : 'empty'}`;
  return `${name} changed from ${shown(from)} to ${shown(to)}`;
}

/** One line for a history view: "Price reduced from $515,000 to $489,000". */
export function describeEvent(event: Pick<DomainEventResponse, 'type' | 'payload'>): string {
  const p = event.payload;
  switch (event.type) {
    case 'property.created':
      return `Listed at ${dollars(p.price)}`;
    case 'property.price_changed': {
      const from = typeof p.from === 'number' ? p.from : null;
      const to = typeof p.to === 'number' ? p.to : null;
      if (from === null) return `Price set to ${dollars(to)}`;
      if (to === null) return `Price removed (was ${dollars(from)})`;
      return `Price ${to < from ? 'reduced' : 'raised'} from ${dollars(from)} to ${dollars(to)}`;
    }
    case 'property.status_changed':
      return `Status changed from ${statusName(p.from)} to ${statusName(p.to)}`;
    case 'property.deleted':
      return 'Deleted';
    case 'lead.created':
      return p.via === 'import' ? 'Added by an import' : 'Added';
    case 'lead.status_changed':
      return `Status changed from ${statusName(p.from)} to ${statusName(p.to)}`;
    case 'lead.updated': {
      const changes = (p.changes as Record<string, { from?: unknown; to?: unknown }>) ?? {};
      const keys = Object.keys(changes);
      if (keys.length === 1) return describeFieldChange(keys[0]!, changes[keys[0]!]!);
      const fields = keys.map((f) => FIELD_LABELS[f] ?? f);
      return fields.length ? `Changed ${fields.join(', ')}` : 'Updated';
    }
    case 'lead.deleted':
      return 'Deleted';
    case 'leads.merged':
      return `Merged with ${listOfNames(p.mergedNames)}`;
    case 'leads.merge_undone':
      return `Merge undone: ${listOfNames(p.restoredNames)} restored`;
    case 'lead.assigned':
    case 'property.assigned':
      return `Assigned to ${String(p.toName ?? 'a teammate')}`;
    case 'lead.property_linked':
      return p.from
        ? `${relation(p.kind)} ${String(p.address)} (was ${lower(relation(p.from))})`
        : `${relation(p.kind)} ${String(p.address)}`;
    case 'lead.property_unlinked':
      return `No longer linked to ${String(p.address)}`;
    case 'property.lead_linked':
      return `${String(p.leadName)} ${relationDone(p.kind)}${p.from ? ` (before: ${relationDone(p.from)})` : ''}`;
    case 'property.lead_unlinked':
      return `${String(p.leadName)} no longer linked`;
    case 'import.failed':
      return `Import failed: ${String(p.reason ?? '')}`;
    case 'leads.imported':
    case 'import.completed':
      return `Imported ${plural(Number(p.imported ?? 0), 'new record', 'new records')}, updated ${Number(p.updated ?? 0).toLocaleString('en-US')}, skipped ${Number(p.skipped ?? 0).toLocaleString('en-US')}`;
    case 'message.sent':
      return `${p.channel === 'sms' ? 'Text' : 'E-mail'} sent to ${String(p.to ?? '')}`;
    case 'message.received':
      return `${p.channel === 'sms' ? 'Text' : 'E-mail'} received from ${String(p.from ?? '')}`;
    case 'message.request_failed':
      return `${p.channel === 'sms' ? 'Text' : 'E-mail'} not sent: ${String(p.reason ?? '')}`;
    case 'call.logged':
      return `${p.direction === 'inbound' ? 'Call from the lead' : 'Call to the lead'}${p.outcome ? `: ${String(p.outcome).replace('_', ' ')}` : ''}`;
    case 'lead.consent_changed':
      if (p.channel === 'sms') return p.optedOut ? 'Replied STOP: no more texts' : 'Replied START: texts are back on';
      return p.optedOut ? 'Unsubscribed from e-mail' : 'Subscribed to e-mail again';
    case 'subscription.changed':
      return `Plan ${String(p.change ?? 'changed')}: ${String(p.plan ?? '')}`;
    case 'appointment.created':
      return `${String(p.title ?? 'Appointment')} booked`;
    case 'appointment.changed':
      return `${String(p.title ?? 'Appointment')} changed`;
    case 'appointment.cancelled':
      return `${String(p.title ?? 'Appointment')} cancelled`;
  }
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
function listOfNames(names: unknown): string {
  const list = Array.isArray(names) ? names.map(String) : [];
  if (list.length <= 1) return list[0] ?? 'another lead';
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}
