import { describe, expect, it } from 'vitest';
import { TriggerConfigSchema, describeTrigger, isPropertyTrigger, matchTrigger, type TriggerEvent } from './triggers';

const lead = 'lead-1';
const ev = (type: TriggerEvent['type'], payload: Record<string, unknown>, subjectId = lead): TriggerEvent => ({
  type,
  subjectType: type.startsWith('property') ? 'property' : 'lead',
  subjectId,
  payload,
});

describe('matchTrigger', () => {
  it.each([
    ['a lead from a form', { kind: 'lead_created' }, ev('lead.created', { name: 'A', via: 'form' }), { lead }],
    [
      'an imported lead when imports are left out',
      { kind: 'lead_created', via: ['form'] },
      ev('lead.created', { name: 'A', via: 'import' }),
      null,
    ],
    [
      'an import that added leads',
      { kind: 'lead_created', via: ['form', 'import'] },
      ev('leads.imported', { imported: 3 }, 'imp-1'),
      { importedBy: 'imp-1' },
    ],
    [
      'an import told to start automations',
      { kind: 'lead_created', via: ['import'] },
      ev('leads.imported', { imported: 3, startAutomations: true }, 'imp-1'),
      { importedBy: 'imp-1' },
    ],
    [
      'an import marked "Don\'t start automations"',
      { kind: 'lead_created', via: ['import'] },
      ev('leads.imported', { imported: 3, startAutomations: false }, 'imp-1'),
      null,
    ],
    ['an import when imports are not named (the default)', { kind: 'lead_created' }, ev('leads.imported', { imported: 3 }, 'imp-1'), null],
    ['an import that added none', { kind: 'lead_created', via: ['import'] }, ev('leads.imported', { imported: 0 }, 'imp-1'), null],
    ['an import when only forms are wanted', { kind: 'lead_created', via: ['form'] }, ev('leads.imported', { imported: 3 }, 'imp-1'), null],
    ['any status change', { kind: 'lead_status_changed' }, ev('lead.status_changed', { from: 'cold', to: 'warm' }), { lead }],
    [
      'a status change to another status',
      { kind: 'lead_status_changed', to: 'hot' },
      ev('lead.status_changed', { from: 'cold', to: 'warm' }),
      null,
    ],
    [
      'a tag added',
      { kind: 'lead_tag_added', tag: 'VIP' },
      ev('lead.updated', { changes: { tags: { from: ['a'], to: ['a', 'vip'] } } }),
      { lead },
    ],
    [
      'a tag already there',
      { kind: 'lead_tag_added', tag: 'vip' },
      ev('lead.updated', { changes: { tags: { from: ['vip'], to: ['vip', 'b'] } } }),
      null,
    ],
    [
      'an update without tags',
      { kind: 'lead_tag_added', tag: 'vip' },
      ev('lead.updated', { changes: { name: { from: 'a', to: 'b' } } }),
      null,
    ],
    [
      'a 5% drop past 3%',
      { kind: 'property_price_changed', min_percent: 3, lead_tag: 'price-alerts' },
      ev('property.price_changed', { from: 400000, to: 380000 }, 'p1'),
      { leadsTagged: 'price-alerts' },
    ],
    [
      'a 1% drop short of 3%',
      { kind: 'property_price_changed', min_percent: 3, lead_tag: 't' },
      ev('property.price_changed', { from: 400000, to: 396000 }, 'p1'),
      null,
    ],
    [
      'a rise when drops are wanted',
      { kind: 'property_price_changed', lead_tag: 't' },
      ev('property.price_changed', { from: 400000, to: 420000 }, 'p1'),
      null,
    ],
    [
      'a $10,000 rise past $5,000',
      { kind: 'property_price_changed', direction: 'rise', min_amount: 5000, lead_tag: 't' },
      ev('property.price_changed', { from: 400000, to: 410000 }, 'p1'),
      { leadsTagged: 't' },
    ],
    [
      'both thresholds must hold',
      { kind: 'property_price_changed', direction: 'any', min_amount: 50000, min_percent: 1, lead_tag: 't' },
      ev('property.price_changed', { from: 400000, to: 390000 }, 'p1'),
      null,
    ],
    [
      'a price set for the first time',
      { kind: 'property_price_changed', direction: 'any', lead_tag: 't' },
      ev('property.price_changed', { from: null, to: 390000 }, 'p1'),
      null,
    ],
    [
      'a status to sold',
      { kind: 'property_status_changed', to: 'Sold', lead_tag: 't' },
      ev('property.status_changed', { from: 'active', to: 'sold' }, 'p1'),
      { leadsTagged: 't' },
    ],
    [
      'a text from a lead',
      { kind: 'message_received', channel: 'sms' },
      ev('message.received', { channel: 'sms', leadId: 'L9', from: '+1' }, 'L9'),
      { lead: 'L9' },
    ],
    [
      'an e-mail when texts are wanted',
      { kind: 'message_received', channel: 'sms' },
      ev('message.received', { channel: 'email', leadId: 'L9', from: 'a' }, 'L9'),
      null,
    ],
    [
      'a message from nobody known',
      { kind: 'message_received' },
      ev('message.received', { channel: 'sms', leadId: null, from: '+1' }, 'm1'),
      null,
    ],
    ['another kind of event', { kind: 'lead_created' }, ev('lead.deleted', { name: 'A' }), null],
  ])('%s', (_name, config, event, expected) => {
    expect(matchTrigger(TriggerConfigSchema.parse(config), event)).toEqual(expected);
  });
});

describe('describeTrigger', () => {
  it.each([
    [{ kind: 'lead_created', via: ['form', 'api', 'import'] }, 'A lead is created or imported'],
    [{ kind: 'lead_created' }, 'A new lead is added (not imported)'],
    [{ kind: 'lead_created', via: ['import'] }, 'Leads are imported'],
    [{ kind: 'lead_created', via: ['form'] }, 'A lead is added in the app or a lead form'],
    [
      { kind: 'property_price_changed', min_percent: 3, lead_tag: 'price-alerts' },
      'A property\'s price drops by at least 3% (leads tagged "price-alerts")',
    ],
    [{ kind: 'schedule', weekday: 1, time: '08:00', lead_tag: 'sphere' }, 'Every Monday at 08:00 (leads tagged "sphere")'],
    [{ kind: 'lead_no_reply', days: 3 }, 'A lead has not replied in 3 days'],
  ])('%j', (config, text) => expect(describeTrigger(TriggerConfigSchema.parse(config))).toBe(text));

  it('names the field of a bad setting', () => {
    const r = TriggerConfigSchema.safeParse({ kind: 'schedule', weekday: 1, time: '8am', lead_tag: 'x' });
    expect(r.error?.issues[0]?.path).toEqual(['time']);
  });
});

describe('isPropertyTrigger', () => {
  it.each([
    [{ kind: 'property_price_changed', lead_tag: 'x' }, true],
    [{ kind: 'property_status_changed', lead_tag: 'x' }, true],
    [{ kind: 'date_arrives', field: 'property_open_house', lead_tag: 'x' }, true],
    [{ kind: 'date_arrives', field: 'lead_birthday' }, false],
    [{ kind: 'lead_created' }, false],
  ])('%j -> %s', (config, expected) => {
    expect(isPropertyTrigger(TriggerConfigSchema.parse(config))).toBe(expected);
  });
});
