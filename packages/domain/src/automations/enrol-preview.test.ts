import { describe, expect, it } from 'vitest';
import { IMPORT_NOTE, enrolPreview, enrolReach } from './enrol-preview';
import { TriggerConfigSchema } from './triggers';

const parse = (config: Record<string, unknown>) => TriggerConfigSchema.parse(config);

describe('enrolReach', () => {
  it.each([
    [{ kind: 'lead_created' }, { kind: 'new_leads', onImport: false }],
    [
      { kind: 'lead_created', via: ['form', 'api', 'import'] },
      { kind: 'new_leads', onImport: true },
    ],
    [{ kind: 'lead_tag_added', tag: 'vip' }, { kind: 'lead_events' }],
    [{ kind: 'message_received' }, { kind: 'lead_events' }],
    [
      { kind: 'property_price_changed', lead_tag: 'price-alerts' },
      { kind: 'tagged', tag: 'price-alerts' },
    ],
    [
      { kind: 'schedule', weekday: 1, time: '08:00', lead_tag: 'sphere' },
      { kind: 'tagged', tag: 'sphere' },
    ],
    [
      { kind: 'lead_no_reply', days: 14 },
      { kind: 'silent', days: 14 },
    ],
    [
      { kind: 'date_arrives', field: 'lead_birthday', when: 'on', days: 0, time: '09:00' },
      { kind: 'dated', field: 'lead_birthday' },
    ],
    [
      { kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 1, time: '09:00', lead_tag: 'open-house' },
      { kind: 'tagged', tag: 'open-house' },
    ],
  ])('%j', (config, reach) => {
    expect(enrolReach(parse(config))).toEqual(reach);
  });
});

describe('enrolPreview', () => {
  it.each([
    [
      'new leads only',
      { kind: 'lead_created' },
      0,
      null,
      false,
      ['It puts no one on the flow now: it starts for each new lead as they come in.'],
    ],
    [
      'new and imported leads',
      { kind: 'lead_created', via: ['form', 'import'] },
      0,
      null,
      true,
      ['It puts no one on the flow now: it starts for each new lead as they come in.', IMPORT_NOTE],
    ],
    [
      'a tag added',
      { kind: 'lead_tag_added', tag: 'vip' },
      0,
      null,
      false,
      ['It puts no one on the flow now: it starts for a lead when this happens to them.'],
    ],
    [
      'tagged leads',
      { kind: 'property_price_changed', lead_tag: 'price-alerts' },
      0,
      12,
      false,
      ['It puts no one on the flow now. Each time it fires, it starts for the 12 leads tagged "price-alerts".'],
    ],
    [
      'one tagged lead',
      { kind: 'schedule', weekday: 1, time: '08:00', lead_tag: 'sphere' },
      0,
      1,
      false,
      ['It puts no one on the flow now. Each time it fires, it starts for the 1 lead tagged "sphere".'],
    ],
    [
      'silent leads',
      { kind: 'lead_no_reply', days: 14 },
      1200,
      null,
      false,
      ['It puts 1,200 leads on the flow at once: they have not replied in 14 days.'],
    ],
    [
      'no silent lead',
      { kind: 'lead_no_reply', days: 3 },
      0,
      null,
      false,
      ['No lead has gone 3 days without replying: it puts no one on the flow now.'],
    ],
    [
      'birthdays on file',
      { kind: 'date_arrives', field: 'lead_birthday', when: 'on', days: 0, time: '09:00' },
      0,
      40,
      false,
      ['It puts no one on the flow now. 40 leads have a birthday on file: each starts on the day.'],
    ],
    [
      'one purchase date',
      { kind: 'date_arrives', field: 'lead_purchase_anniversary', when: 'on', days: 0, time: '09:00' },
      0,
      1,
      false,
      ['It puts no one on the flow now. 1 lead has a purchase date on file: each starts on the day.'],
    ],
  ])('%s', (_name, config, now, matching, onImport, summary) => {
    expect(enrolPreview(parse(config), { now, matching })).toEqual({ enrol_now: now, matching, on_import: onImport, summary });
  });
});
