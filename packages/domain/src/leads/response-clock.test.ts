import { describe, expect, it } from 'vitest';
import { formatDuration, responseClock, responseClockLabel } from './response-clock';

const created = '2026-11-23T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe("a lead's response clock", () => {
  it.each([
    [
      'replied after 4 minutes',
      '2026-11-23T10:04:00.000Z',
      at('2026-11-23T12:00:00Z'),
      { state: 'replied', seconds: 240 },
      'Replied in 4m',
    ],
    ['waiting 2 minutes', null, at('2026-11-23T10:02:00Z'), { state: 'waiting', seconds: 120, late: false }, 'Waiting 2m'],
    ['waiting 5 minutes: late', null, at('2026-11-23T10:05:00Z'), { state: 'waiting', seconds: 300, late: true }, 'Waiting 5m'],
    ['waiting 3 days', null, at('2026-11-26T12:00:00Z'), { state: 'waiting', seconds: 266_400, late: true }, 'Waiting 3d 2h'],
    ['older than a week with no reply', null, at('2026-12-01T10:00:01Z'), { state: 'none' }, null],
    [
      'a reply dated before the lead (clocks apart)',
      '2026-11-23T09:59:00.000Z',
      at('2026-11-23T12:00:00Z'),
      { state: 'replied', seconds: 0 },
      'Replied in 0s',
    ],
  ])('%s', (_label, reply, now, clock, label) => {
    const found = responseClock(created, reply, now);
    expect(found).toEqual(clock);
    expect(responseClockLabel(found)).toBe(label);
  });
});

it.each([
  [45, '45s'],
  [60, '1m'],
  [3_599, '59m'],
  [3_600, '1h'],
  [4_800, '1h 20m'],
  [86_400, '1d'],
  [93_600, '1d 2h'],
])('%i seconds read %s', (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});
