import { describe, it, expect } from 'vitest';
import { formatClockTime, formatRelativeTime, formatTimeAgo } from './format-time';

// Local-time constructor so the clock-time cases hold in every timezone.
const now = new Date(2025, 5, 15, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    ['0 s', ago(0), 'Just now'],
    ['59 s', ago(59_999), 'Just now'],
    ['a future date', new Date(now.getTime() + 5 * MIN), 'Just now'],
    ['exactly 1 min', ago(MIN), '1m ago'],
    ['5 min 30 s', ago(5 * MIN + 30_000), '5m ago'],
    ['59 min', ago(59 * MIN + 59_000), '59m ago'],
    ['exactly 1 h', ago(HOUR), '2:30 PM'],
    ['23 h 59 min', ago(DAY - MIN), '3:31 PM'],
    ['exactly 24 h', ago(DAY), '1d ago'],
    ['3.5 days', ago(3.5 * DAY), '3d ago'],
    ['400 days', ago(400 * DAY), '400d ago'],
  ])('%s ago gives %s', (_label, date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it.each([
    ['an ISO string', ago(10 * MIN).toISOString(), '10m ago'],
    ['epoch milliseconds', ago(2 * MIN).getTime(), '2m ago'],
  ])('accepts %s', (_label, input, expected) => {
    expect(formatRelativeTime(input, now)).toBe(expected);
  });

  it.each([
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    ['', 'Unknown'],
    ['not a date', 'Invalid date'],
    [Number.NaN, 'Invalid date'],
    [new Date('nope'), 'Invalid date'],
  ])('%j gives %s', (input, expected) => {
    expect(formatRelativeTime(input, now)).toBe(expected);
  });
});

describe('formatClockTime', () => {
  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [9, 7, '9:07 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [15, 5, '3:05 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i is %s', (hours, minutes, expected) => {
    expect(formatClockTime(new Date(2025, 0, 1, hours, minutes))).toBe(expected);
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-23T12:00:00');
  it.each([
    ['2026-11-23T11:59:30', 'just now'],
    ['2026-11-23T12:00:30', 'just now'],
    ['2026-11-23T11:59:00', '1 minute ago'],
    ['2026-11-23T11:15:00', '45 minutes ago'],
    ['2026-11-23T11:00:00', '1 hour ago'],
    ['2026-11-23T02:00:00', '10 hours ago'],
    ['2026-11-20T12:00:00', '3 days ago'],
    ['2026-10-25T12:00:00', '29 days ago'],
    ['2025-10-02T09:00:00', 'Oct 2, 2025'],
    [null, 'Unknown'],
    ['not a date', 'Invalid date'],
  ])('%s -> %s', (input, text) => {
    expect(formatTimeAgo(input, now)).toBe(text);
  });
});
