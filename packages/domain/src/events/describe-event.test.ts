import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe-event';
import { EVENT_PAYLOADS, EVENT_TYPES, type EventType } from './event-types';

describe('describeEvent', () => {
  it.each<[EventType, Record<string, unknown>, string]>([
    ['leads.merged', { mergedNames: ['Ana'] }, 'Merged with Ana'],
    ['leads.merged', { mergedNames: ['Ana', 'Ben', 'Cy'] }, 'Merged with Ana, Ben and Cy'],
    ['leads.merge_undone', { restoredNames: ['Ana', 'Ben'] }, 'Merge undone: Ana and Ben restored'],
    ['property.created', { address: '12 Oak St', price: 515000 }, 'Listed at $515,000'],
    ['property.price_changed', { address: '12 Oak St', from: 515000, to: 489000 }, 'Price reduced from $515,000 to $489,000'],
    ['property.price_changed', { address: '12 Oak St', from: 489000, to: 499000 }, 'Price raised from $489,000 to $499,000'],
    ['property.price_changed', { address: '12 Oak St', from: null, to: 499000 }, 'Price set to $499,000'],
    ['property.status_changed', { address: '12 Oak St', from: 'Active', to: 'Pending' }, 'Status changed from Active to Pending'],
    ['property.status_changed', { address: '12 Oak St', from: null, to: 'off_market' }, 'Status changed from no status to Off market'],
    ['lead.created', { name: 'Ana', via: 'import' }, 'Added by an import'],
    ['lead.created', { name: 'Ana', via: 'form' }, 'Added'],
    ['lead.status_changed', { name: 'Ana', from: 'cold', to: 'hot' }, 'Status changed from Cold to Hot'],
    [
      'lead.updated',
      { name: 'Ana', changes: { email: { from: null, to: 'a@b.co' }, leadType: { from: 'buyer', to: 'seller' } } },
      'Changed e-mail, lead type',
    ],
    ['lead.updated', { name: 'Ana', changes: { email: { from: 'a@b.co', to: 'c@d.co' } } }, 'E-mail changed from a@b.co to c@d.co'],
    ['lead.updated', { name: 'Ana', changes: { phone: { from: null, to: '555-0100' } } }, 'Phone changed from empty to 555-0100'],
    ['lead.updated', { name: 'Ana', changes: { tags: { from: ['vip'], to: ['vip', 'buyer'] } } }, 'Tag buyer added'],
    ['lead.updated', { name: 'Ana', changes: { notes: { from: 'x', to: 'y' } } }, 'Notes changed'],
    ['lead.property_linked', { propertyId: 'p1', address: '12 Elm St', kind: 'toured', from: null }, 'Toured 12 Elm St'],
    [
      'lead.property_linked',
      { propertyId: 'p1', address: '12 Elm St', kind: 'offered', from: 'toured' },
      'Offered on 12 Elm St (was toured)',
    ],
    ['lead.property_unlinked', { propertyId: 'p1', address: '12 Elm St' }, 'No longer linked to 12 Elm St'],
    ['property.lead_linked', { leadId: 'l1', leadName: 'Ana', kind: 'interested', from: null }, 'Ana is interested'],
    ['property.lead_linked', { leadId: 'l1', leadName: 'Ana', kind: 'offered', from: 'toured' }, 'Ana made an offer (before: toured it)'],
    ['property.lead_unlinked', { leadId: 'l1', leadName: 'Ana' }, 'Ana no longer linked'],
    ['lead.updated', { name: 'Ana', changes: { stage: { from: 'New', to: 'Offer' } } }, 'Stage changed from New to Offer'],
    ['lead.updated', { name: 'Ana', changes: { dealValue: { from: null, to: 450000 } } }, 'Deal value changed from empty to $450,000'],
    [
      'import.completed',
      { entity: 'leads', imported: 1, updated: 2, skipped: 1200, total: 1203 },
      'Imported 1 new record, updated 2, skipped 1,200',
    ],
    ['message.sent', { channel: 'sms', to: '+15550100' }, 'Text sent to +15550100'],
  ])('%s %j -> %s', (type, payload, text) => {
    expect(describeEvent({ type, payload })).toBe(text);
  });

  it('describes every event type', () => {
    for (const type of EVENT_TYPES) expect(describeEvent({ type, payload: {} })).toEqual(expect.any(String));
    expect(EVENT_TYPES).toHaveLength(Object.keys(EVENT_PAYLOADS).length);
  });
});
