import { describe, expect, it } from 'vitest';
import { nextWeekdayAt, waitEndsAt, describeWait } from './schedule';
import { zonedTimeToUtc } from './zoned-time';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('waitEndsAt', () => {
  it.each([
    ['30 minutes', '2026-03-07T14:00:00Z', 30, 'minutes', NY, '2026-03-07T14:30:00.000Z'],
    ['hours are elapsed time across spring-forward', '2026-03-08T05:00:00Z', 3, 'hours', NY, '2026-03-08T08:00:00.000Z'],
    ['2 days keep 9:00 across spring-forward (EST to EDT)', '2026-03-07T14:00:00Z', 2, 'days', NY, '2026-03-09T13:00:00.000Z'],
    ['2 days keep 9:00 across fall-back (EDT to EST)', '2026-10-31T13:00:00Z', 2, 'days', NY, '2026-11-02T14:00:00.000Z'],
    ['days roll over a month end', '2026-01-30T17:00:00Z', 3, 'days', 'UTC', '2026-02-02T17:00:00.000Z'],
    ['a day from 2:30 lands after the skipped hour', '2026-03-07T07:30:00Z', 1, 'days', NY, '2026-03-08T07:30:00.000Z'],
    ['days in a zone ahead of UTC', '2026-03-28T08:00:00Z', 1, 'days', 'Europe/Berlin', '2026-03-29T07:00:00.000Z'],
  ] as const)('%s', (_name, from, amount, unit, zone, expected) => {
    expect(waitEndsAt(at(from), amount, unit, zone).toISOString()).toBe(expected);
  });
});

describe('nextWeekdayAt', () => {
  it.each([
    ['next Monday 9:00 from a Wednesday', '2026-11-18T15:00:00Z', 1, '09:00', NY, '2026-11-23T14:00:00.000Z'],
    ['later the same day', '2026-11-23T12:00:00Z', 1, '09:00', NY, '2026-11-23T14:00:00.000Z'],
    ['the same day past the time is a week on', '2026-11-23T15:00:00Z', 1, '09:00', NY, '2026-11-30T14:00:00.000Z'],
    ['exactly at the time is a week on (strictly after)', '2026-11-23T14:00:00Z', 1, '09:00', NY, '2026-11-30T14:00:00.000Z'],
    ['every Monday 8:00 across spring-forward', '2026-03-03T12:00:00Z', 1, '08:00', NY, '2026-03-09T12:00:00.000Z'],
    ['Sunday 2:30 on the spring-forward day lands at 3:30', '2026-03-07T12:00:00Z', 0, '02:30', NY, '2026-03-08T07:30:00.000Z'],
    ['Sunday 1:30 on the fall-back day is the first 1:30', '2026-10-31T12:00:00Z', 0, '01:30', NY, '2026-11-01T05:30:00.000Z'],
    ['the weekday is the local one, not UTC', '2026-11-24T03:00:00Z', 1, '23:30', NY, '2026-11-24T04:30:00.000Z'],
  ] as const)('%s', (_name, from, weekday, time, zone, expected) => {
    expect(nextWeekdayAt(at(from), weekday, time, zone).toISOString()).toBe(expected);
  });
});

describe('zonedTimeToUtc', () => {
  it('answers the wall time in Asia/Kolkata (a half-hour zone)', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 6, day: 1, hour: 9, minute: 0 }, 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T03:30:00.000Z',
    );
  });
});

describe('describeWait', () => {
  it.each([
    [1, 'days', 'Wait 1 day'],
    [2, 'days', 'Wait 2 days'],
    [30, 'minutes', 'Wait 30 minutes'],
  ] as const)('%i %s', (amount, unit, text) => expect(describeWait(amount, unit)).toBe(text));
});
