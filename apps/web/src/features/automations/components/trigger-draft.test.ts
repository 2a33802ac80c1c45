import { describe, expect, it } from 'vitest';
import { TriggerConfigSchema } from '@porchlight/domain/automations/triggers';
import { INITIAL_TRIGGER_DRAFT, configOf, draftOf } from './trigger-draft';

// Editing a trigger in the flow editor: a saved trigger goes into the form and comes out unchanged.
describe('trigger form draft', () => {
  it.each([
    [{ kind: 'lead_created', via: ['form', 'api'] }],
    [{ kind: 'lead_created', via: ['form', 'api', 'import'] }],
    [{ kind: 'lead_status_changed', to: 'hot' }],
    [{ kind: 'lead_tag_added', tag: 'vip' }],
    [{ kind: 'property_price_changed', direction: 'drop', min_percent: 3, min_amount: null, lead_tag: 'price-alerts' }],
    [{ kind: 'property_status_changed', to: 'sold', lead_tag: 'buyers' }],
    [{ kind: 'message_received', channel: 'sms' }],
    [{ kind: 'lead_no_reply', days: 14 }],
    [{ kind: 'date_arrives', field: 'lead_birthday', when: 'on', days: 0, time: '09:00', lead_tag: null }],
    [{ kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 2, time: '10:30', lead_tag: 'open-house' }],
    [{ kind: 'schedule', weekday: 1, time: '08:00', lead_tag: 'sphere' }],
  ])('%j round-trips', (input) => {
    const config = TriggerConfigSchema.parse(input);
    expect(TriggerConfigSchema.parse(configOf(draftOf({ name: 'T', flow_id: 'f', config })))).toEqual(config);
  });

  it('a new "new lead" trigger leaves imports out unless ticked', () => {
    expect(configOf(INITIAL_TRIGGER_DRAFT)).toEqual({ kind: 'lead_created', via: ['form', 'api'] });
    expect(configOf({ ...INITIAL_TRIGGER_DRAFT, imports: true })).toEqual({ kind: 'lead_created', via: ['form', 'api', 'import'] });
  });
});
