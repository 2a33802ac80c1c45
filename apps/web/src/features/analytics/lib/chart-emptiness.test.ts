import { describe, expect, it } from 'vitest';
import { isChartEmpty } from './chart-emptiness';

const columns = [
  { key: 'period', label: 'Period' },
  { key: 'listings', label: 'Listings' },
  { key: 'average', label: 'Average days on market' },
];

describe('isChartEmpty', () => {
  it.each([
    ['no rows', 'bar', [], true],
    ['only zeros', 'bar', [{ period: 'Nov 1', listings: 0, average: 0 }], true],
    ['a count', 'bar', [{ period: 'Nov 1', listings: 2, average: null }], false],
    ['a line with counts but nothing to draw', 'line', [{ period: 'Nov 1', listings: 2, average: null }], true],
    ['a line with a figure', 'line', [{ period: 'Nov 1', listings: 2, average: 14 }], false],
    ['a pie with a slice', 'pie', [{ period: 'Active', listings: 3, average: 0 }], false],
  ] as const)('%s: %s', (_label, kind, rows, empty) => {
    expect(isChartEmpty(kind, { columns, rows: [...rows] })).toBe(empty);
  });
});
