import { describe, expect, it } from 'vitest';
import { dayKeyOf, monthGrid, parseMonthKey, shiftMonth } from './month-grid';

describe('monthGrid', () => {
  it.each([
    ['May 2026 starts on a Friday: six weeks', 2026, 4, 6, '2026-04-26', '2026-06-06'],
    ['February 2026 fills exactly four weeks', 2026, 1, 4, '2026-02-01', '2026-02-28'],
    ['November 2026 starts on a Sunday: five weeks', 2026, 10, 5, '2026-11-01', '2026-12-05'],
  ])('%s', (_, year, month, weeks, first, last) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((w) => w.length === 7)).toBe(true);
    expect(dayKeyOf(grid[0]![0]!)).toBe(first);
    expect(dayKeyOf(grid.at(-1)!.at(-1)!)).toBe(last);
  });
});

describe('month keys', () => {
  const today = new Date(2026, 10, 25);
  it.each([
    ['2026-05', { year: 2026, month: 4 }],
    ['2026-13', { year: 2026, month: 10 }],
    [null, { year: 2026, month: 10 }],
  ])('%s', (key, month) => expect(parseMonthKey(key, today)).toEqual(month));
  it('moves across a year', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toBe('2027-01');
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toBe('2025-12');
  });
});
