import { describe, expect, it } from 'vitest';
import { API_RATE_LIMIT, secondsUntilReset, usageMonth, usageResetsAt } from './api-metering';

describe('API metering', () => {
  it.each([
    ['2026-01-01T00:00:00Z', '2026-01-01', '2026-02-01T00:00:00.000Z', 31 * 86_400],
    ['2026-02-28T23:59:59Z', '2026-02-01', '2026-03-01T00:00:00.000Z', 1],
    ['2026-12-15T12:00:00Z', '2026-12-01', '2027-01-01T00:00:00.000Z', 16.5 * 86_400],
  ])('at %s counts in %s and resets at %s', (now, month, resets, seconds) => {
    expect(usageMonth(new Date(now))).toBe(month);
    expect(usageResetsAt(new Date(now)).toISOString()).toBe(resets);
    expect(secondsUntilReset(new Date(now))).toBe(seconds);
  });

  it('allows 120 calls a minute per key', () => {
    expect(API_RATE_LIMIT).toEqual({ max: 120, windowSeconds: 60 });
  });
});
