import { describe, expect, it } from 'vitest';
import { cappedTotal, listCountBound, listRange, rowsOnPage } from './list-total.ts';

describe('listCountBound', () => {
  it.each([
    [1, 50, 1000],
    [1, 100, 1000],
    [20, 50, 1000],
    [21, 50, 2000],
    [10, 100, 1000],
    [11, 100, 2000],
    [400, 25, 10_000],
    [401, 25, 11_000],
  ])('page %i of %i rows counts up to %i', (page, limit, bound) => expect(listCountBound(page, limit)).toBe(bound));
});

describe('cappedTotal', () => {
  it.each([
    [0, 1000, { total: 0, totalCapped: false }],
    [1000, 1000, { total: 1000, totalCapped: false }],
    [1001, 1000, { total: 1000, totalCapped: true }],
    [250_000, null, { total: 250_000, totalCapped: false }],
  ])('%i counted with bound %s', (counted, bound, expected) => expect(cappedTotal(counted, bound)).toEqual(expected));
});

describe('listRange', () => {
  it.each([
    [1, 50, 0, false, 'No leads', 'Page 1 of 1', false],
    [1, 50, 12, false, '1–12 of 12 leads', 'Page 1 of 1', false],
    [2, 50, 120, false, '51–100 of 120 leads', 'Page 2 of 3', true],
    [3, 50, 120, false, '101–120 of 120 leads', 'Page 3 of 3', false],
    [1, 50, 1000, true, '1–50 of 1,000+ leads', 'Page 1 of 20+', true],
    [20, 50, 1000, true, '951–1,000 of 1,000+ leads', 'Page 20 of 20+', true],
    [21, 50, 2000, true, '1,001–1,050 of 2,000+ leads', 'Page 21 of 40+', true],
    [1, 25, 1_234_567, false, '1–25 of 1,234,567 leads', 'Page 1 of 49,383', true],
  ])('page %i of %i rows, total %i (capped %s)', (page, limit, total, capped, summary, pageLabel, hasNext) => {
    expect(listRange(page, limit, total, capped, 'leads')).toMatchObject({ summary, pageLabel, hasNext });
  });
});

describe('rowsOnPage', () => {
  it.each([
    // counted, page, limit, rows
    [0, 1, 50, 0],
    [30, 1, 50, 30],
    [50, 1, 50, 50],
    [1001, 1, 50, 50], // a capped count: past the bound, every page up to it is full
    [120, 2, 50, 50],
    [120, 3, 50, 20],
    [120, 4, 50, 0], // past the end
  ])('%i matches, page %i of %i a page: %i rows', (counted, page, limit, rows) => {
    expect(rowsOnPage(counted, page, limit)).toBe(rows);
  });
});
