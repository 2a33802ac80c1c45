import { describe, expect, it } from 'vitest';
import { AnalyticsQuerySchema, bucketForDays, bucketLabel, bucketStart, bucketStarts, resolvePeriod } from './analytics-period';
import { chartCsv, conversionRate, pivotSeries, topCategories } from './chart-data';

const now = new Date('2026-11-23T15:00:00Z');

describe('periods', () => {
  it.each([
    [{ period: '7d' as const }, { from: '2026-11-17', to: '2026-11-23', bucket: 'day', custom: false }],
    [{}, { from: '2026-10-25', to: '2026-11-23', bucket: 'day', custom: false }],
    [{ period: '90d' as const }, { from: '2026-08-26', to: '2026-11-23', bucket: 'week', custom: false }],
    [{ period: '12m' as const }, { from: '2025-12-01', to: '2026-11-23', bucket: 'month', custom: false }],
    [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-01-01', to: '2026-01-31', bucket: 'day', custom: true },
    ],
    [
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-01-01', to: '2026-03-31', bucket: 'week', custom: true },
    ],
    [
      { from: '2025-01-01', to: '2026-03-31' },
      { from: '2025-01-01', to: '2026-03-31', bucket: 'month', custom: true },
    ],
  ])('%o resolves to %o', (query, resolved) => {
    expect(resolvePeriod(query, now)).toEqual(resolved);
  });

  it.each([
    [{ period: '1y' }, 'period'],
    [{ from: '2026-01-01' }, 'to'],
    [{ to: '2026-01-01' }, 'from'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    // Impossible months and days once threw inside the check itself (a 500, not a 400).
    [{ from: '2020-13-45', to: '2020-01-01' }, 'from'],
    [{ from: '2020-01-01', to: '9999-99-99' }, 'to'],
    // PostgreSQL has no year 0.
    [{ from: '0000-01-01', to: '0000-01-02' }, 'from'],
    [{ from: '2026-03-01', to: '2026-02-01' }, 'to'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'to'],
  ])('%o is refused naming %s', (query, field) => {
    const parsed = AnalyticsQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it.each([
    [1, 'day'],
    [31, 'day'],
    [32, 'week'],
    [183, 'week'],
    [184, 'month'],
  ])('%i days are drawn by %s', (days, unit) => expect(bucketForDays(days)).toBe(unit));
});

describe('buckets', () => {
  it.each([
    ['2026-11-23', 'day', '2026-11-23'],
    ['2026-11-23', 'week', '2026-11-23'], // a Monday
    ['2026-11-29', 'week', '2026-11-23'], // Sunday belongs to the week before (ISO, as date_trunc)
    ['2026-11-22', 'week', '2026-11-16'],
    ['2026-11-23', 'month', '2026-11-01'],
  ] as const)('%s starts its %s on %s', (day, unit, start) => expect(bucketStart(day, unit)).toBe(start));

  it.each([
    ['2026-11-20', '2026-11-23', 'day', ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']],
    ['2026-11-01', '2026-11-23', 'week', ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']],
    ['2025-12-15', '2026-02-01', 'month', ['2025-12-01', '2026-01-01', '2026-02-01']],
  ] as const)('%s to %s by %s', (from, to, unit, starts) => expect(bucketStarts(from, to, unit)).toEqual(starts));

  it.each([
    ['2026-11-23', 'day', 'Nov 23'],
    ['2026-11-23', 'week', 'Week of Nov 23'],
    ['2026-11-01', 'month', 'Nov 2026'],
  ] as const)('%s by %s reads %s', (start, unit, label) => expect(bucketLabel(start, unit)).toBe(label));
});

describe('series', () => {
  const rows = [
    { bucket: '2026-11-21', key: 'zillow', count: 3 },
    { bucket: '2026-11-23', key: 'zillow', count: 1 },
    { bucket: '2026-11-23', key: 'website', count: 2 },
  ];

  it('fills every bucket and series, gaps as 0', () => {
    expect(pivotSeries(['2026-11-21', '2026-11-22', '2026-11-23'], 'day', rows, ['zillow', 'website'])).toEqual([
      { period: 'Nov 21', start: '2026-11-21', zillow: 3, website: 0 },
      { period: 'Nov 22', start: '2026-11-22', zillow: 0, website: 0 },
      { period: 'Nov 23', start: '2026-11-23', zillow: 1, website: 2 },
    ]);
  });

  it('folds the keys left out into Other', () => {
    expect(pivotSeries(['2026-11-23'], 'day', rows, ['zillow'])).toEqual([{ period: 'Nov 23', start: '2026-11-23', zillow: 1, other: 2 }]);
  });

  it.each([
    [2, ['a', 'b']],
    [3, ['a', 'b', 'c']],
  ])('keeps the %i largest categories (one slot for Other when some are left out)', (limit, keys) => {
    const counts = ['a', 'b', 'c'].map((key, i) => ({ bucket: 'x', key, count: 10 - i }));
    expect(topCategories(counts, limit)).toEqual(limit === 2 ? ['a'] : keys);
  });

  it.each([
    [0, 0, null],
    [1, 4, 25],
    [1, 3, 33.3],
    [2, 2, 100],
  ])('%i qualified of %i is %s%', (qualified, total, rate) => expect(conversionRate(qualified, total)).toBe(rate));

  it('writes the table as CSV with formulas neutralised', () => {
    const csv = chartCsv({
      columns: [
        { key: 'status', label: 'Status' },
        { key: 'count', label: 'Properties' },
      ],
      rows: [
        { status: 'Active', count: 3 },
        { status: '=cmd', count: null },
      ],
    });
    expect(csv).toBe("Status,Properties\r\nActive,3\r\n'=cmd,\r\n");
  });

  it("leads a time series with each period's first day", () => {
    const csv = chartCsv({
      columns: [
        { key: 'period', label: 'Period' },
        { key: 'sent', label: 'Sent' },
      ],
      rows: [{ period: 'Week of Nov 23', start: '2026-11-23', sent: 4 }],
    });
    expect(csv).toBe('Period start,Sent\r\n2026-11-23,4\r\n');
  });
});
