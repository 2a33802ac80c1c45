import { describe, expect, it } from 'vitest';
import { leadTimeZone, smsSendWindow } from './send-window';
import { timeZoneOfPhone, toE164 } from './phone';

describe('phone numbers', () => {
  it.each([
    ['(512) 555-0100', '+15125550100'],
    ['1-512-555-0100', '+15125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555-0100', undefined],
    ['', undefined],
  ])('%j → %s', (raw, e164) => expect(toE164(raw)).toBe(e164));

  it.each([
    ['+1 415 555 0100', 'America/Los_Angeles'],
    ['512-555-0100', 'America/Chicago'],
    ['(212) 555-0100', 'America/New_York'],
    ['602 555 0100', 'America/Phoenix'],
    ['808 555 0100', 'Pacific/Honolulu'],
    ['+44 20 7946 0958', undefined],
    ['999 555 0100', undefined],
  ])('%j is in %s', (phone, zone) => expect(timeZoneOfPhone(phone)).toBe(zone));

  it("falls back to the agent's zone", () => {
    expect(leadTimeZone('999 555 0100', 'Europe/Paris')).toBe('Europe/Paris');
    expect(leadTimeZone(null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(leadTimeZone('415 555 0100', 'Europe/Paris')).toBe('America/Los_Angeles');
  });
});

describe('SMS send window 8:00-21:00', () => {
  // 2026-06-10: New York is UTC-4.
  it.each([
    ['2026-06-10T11:59:00Z', false, '2026-06-10T12:00:00.000Z'], // 7:59
    ['2026-06-10T12:00:00Z', true, undefined], // 8:00
    ['2026-06-11T00:59:00Z', true, undefined], // 20:59
    ['2026-06-11T01:00:00Z', false, '2026-06-11T12:00:00.000Z'], // 21:00
    ['2026-06-11T03:30:00Z', false, '2026-06-11T12:00:00.000Z'], // 23:30
  ])('at %s allowed=%s, next %s', (at, allowed, next) => {
    const window = smsSendWindow(new Date(at), 'America/New_York');
    expect(window.allowed).toBe(allowed);
    if (next) expect(window.nextAllowedAt.toISOString()).toBe(next);
  });

  it('lands on 8:00 across a daylight-saving change', () => {
    // 2026-03-08 02:00 New York springs forward; 22:00 on the 7th is UTC-5.
    const window = smsSendWindow(new Date('2026-03-08T03:00:00Z'), 'America/New_York');
    expect(window.nextAllowedAt.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });
});
