import { describe, expect, it } from 'vitest';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, isCalendarDate, isDateInRange } from './calendar-date';

describe('calendar dates', () => {
  it('pins the years kept', () => {
    expect([DATE_YEAR_MIN, DATE_YEAR_MAX]).toEqual([1800, 2200]);
  });

  it.each([
    ['2025-05-31', true, true],
    ['2024-02-29', true, true],
    ['2025-02-29', false, true],
    ['2025-13-01', false, true],
    ['0000-01-01', true, false],
    ['1799-12-31', true, false],
    ['1800-01-01', true, true],
    ['2200-12-31', true, true],
    ['2201-01-01', true, false],
    ['9999-12-31', true, false],
    ['2025-5-31', false, false],
    ['31/05/2025', false, false],
  ])('%s: a real day %s, kept %s', (text, real, kept) => {
    expect(isCalendarDate(text)).toBe(real);
    if (real) expect(isDateInRange(text)).toBe(kept);
  });
});
