import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './notification-preferences';
import { deliveryChannels } from './notification-delivery';
import { isQuietTime, minutesOfDayIn } from './quiet-hours';

const at = (iso: string) => new Date(iso);
const window = (start: string, end: string, enabled = true) => ({ enabled, start, end });

describe('quiet hours', () => {
  it.each([
    ['disabled', window('22:00', '07:00', false), '2025-06-15T23:00:00Z', 'UTC', false],
    ['21:59 before a 22:00 start', window('22:00', '07:00'), '2025-06-15T21:59:00Z', 'UTC', false],
    ['22:00 at the start', window('22:00', '07:00'), '2025-06-15T22:00:00Z', 'UTC', true],
    ['03:00 past midnight', window('22:00', '07:00'), '2025-06-16T03:00:00Z', 'UTC', true],
    ['07:00 at the end', window('22:00', '07:00'), '2025-06-16T07:00:00Z', 'UTC', false],
    ['noon', window('22:00', '07:00'), '2025-06-16T12:00:00Z', 'UTC', false],
    ['a daytime window', window('12:00', '14:00'), '2025-06-16T13:30:00Z', 'UTC', true],
    ['outside a daytime window', window('12:00', '14:00'), '2025-06-16T14:00:00Z', 'UTC', false],
    ['equal start and end', window('09:00', '09:00'), '2025-06-16T09:00:00Z', 'UTC', false],
    // 04:30 UTC is 23:30 the day before in Chicago (CDT, UTC-5): inside.
    ["the agent's own clock (Chicago)", window('22:00', '07:00'), '2025-06-16T04:30:00Z', 'America/Chicago', true],
    // 13:00 UTC is 08:00 in Chicago: outside, although 13:00 is inside a 12–14 UTC window.
    ["the agent's own clock (Chicago, morning)", window('07:00', '08:00'), '2025-06-16T13:00:00Z', 'America/Chicago', false],
  ])('%s', (_label, quietHours, time, zone, expected) => {
    expect(isQuietTime(quietHours, at(time), zone)).toBe(expected);
  });

  it('reads minutes of the day in a time zone', () => {
    expect(minutesOfDayIn(at('2025-01-15T00:05:00Z'), 'UTC')).toBe(5);
    expect(minutesOfDayIn(at('2025-01-15T00:05:00Z'), 'Asia/Kolkata')).toBe(5 * 60 + 35);
  });
});

describe('delivery channels', () => {
  const prefs = (patch: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
    ...JSON.parse(JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES)),
    ...patch,
  });
  const noon = at('2025-06-16T12:00:00Z');
  const night = at('2025-06-16T23:00:00Z');
  const quiet = { quietHours: window('22:00', '07:00') };

  it.each([
    ['defaults, a lead', 'lead', prefs(), noon, { list: true, toast: true, email: false, sms: false }],
    [
      'lead e-mail on',
      'lead',
      prefs({ leads: { inApp: true, email: true, sms: true } }),
      noon,
      { list: true, toast: true, email: true, sms: false },
    ],
    [
      'lead e-mail and SMS on, SMS master on',
      'lead',
      prefs({ sms: true, leads: { inApp: true, email: true, sms: true } }),
      noon,
      { list: true, toast: true, email: true, sms: true },
    ],
    [
      'e-mail master off',
      'lead',
      prefs({ email: false, leads: { inApp: true, email: true, sms: false } }),
      noon,
      { list: true, toast: true, email: false, sms: false },
    ],
    [
      'quiet hours hold back toast, e-mail and SMS, never the list',
      'lead',
      prefs({ ...quiet, sms: true, leads: { inApp: true, email: true, sms: true } }),
      night,
      { list: true, toast: false, email: false, sms: false },
    ],
    [
      'outside quiet hours',
      'lead',
      prefs({ ...quiet, leads: { inApp: true, email: true, sms: false } }),
      noon,
      { list: true, toast: true, email: true, sms: false },
    ],
    ['push off: no toast', 'alert', prefs({ push: false }), noon, { list: true, toast: false, email: false, sms: false }],
    [
      'type hidden in app: no toast',
      'property',
      prefs({ properties: { inApp: false, email: true, sms: false } }),
      noon,
      { list: true, toast: false, email: true, sms: false },
    ],
    ['system never e-mails', 'system', prefs(), noon, { list: true, toast: true, email: false, sms: false }],
  ] as const)('%s', (_label, type, p, time, expected) => {
    expect(deliveryChannels(type, p, time, 'UTC')).toEqual(expected);
  });
});
