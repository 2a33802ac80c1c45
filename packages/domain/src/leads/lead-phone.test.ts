import { describe, expect, it } from 'vitest';
import { LEAD_PHONE_INVALID, normalizeLeadPhone } from './lead-phone';

describe('a lead phone as the agent types it', () => {
  it.each([
    ['(512) 555-0199', 'US', '+15125550199'],
    ['512.555.0199', 'US', '+15125550199'],
    ['1-512-555-0199', 'US', '+15125550199'],
    ['+15125550199', 'GB', '+15125550199'],
    ['07700 900123', 'GB', '+447700900123'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['(416) 555-0123', 'CA', '+14165550123'],
  ])('%s in %s is %s', (raw, country, e164) => expect(normalizeLeadPhone(raw, country)).toEqual({ ok: true, phone: e164 }));
  it.each([[''], ['   '], [null], [undefined]])('%j is no phone', (raw) =>
    expect(normalizeLeadPhone(raw, 'US')).toEqual({ ok: true, phone: null }),
  );
  it.each([['12345'], ['555-0199'], ['call me'], ['+1 512']])('%s is refused in words', (raw) =>
    expect(normalizeLeadPhone(raw, 'US')).toEqual({ ok: false, error: LEAD_PHONE_INVALID }),
  );
});
