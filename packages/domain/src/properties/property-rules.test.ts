import { describe, expect, it } from 'vitest';
import { daysOnMarket, daysSince } from './days-on-market.ts';
import { formatCompactMoney, formatMoney, fromHundredths, toHundredths } from './format-price.ts';
import { propertyStatusChip, storedStatusSpellings, toPropertyStatus } from './property-status.ts';

describe('formatMoney (spec 001 §5)', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    [0, 'N/A'],
    [0.4, 'N/A'],
    [Number.NaN, 'N/A'],
    [5, '$5'],
    [999.5, '$1,000'],
    [450000, '$450,000'],
    [1234567.89, '$1,234,568'],
    [-2500, '-$2,500'],
  ])('%s → %s', (value, expected) => expect(formatMoney(value)).toBe(expected));
});

describe('formatCompactMoney (spec 000 §9: K or M with one decimal)', () => {
  it.each([
    [999, '$999'],
    [1000, '$1.0K'],
    [450000, '$450.0K'],
    [1250000, '$1.3M'],
    [null, 'N/A'],
  ])('%s → %s', (value, expected) => expect(formatCompactMoney(value)).toBe(expected));
});

describe('hundredths', () => {
  it.each([
    [350.5, 35050],
    [0.1 + 0.2, 30],
    [null, null],
  ])('%s dollars ↔ %s hundredths', (dollars, hundredths) => {
    expect(toHundredths(dollars)).toBe(hundredths);
    if (hundredths !== null) expect(fromHundredths(hundredths)).toBeCloseTo(dollars!, 2);
  });
});

describe('days on market', () => {
  const today = new Date('2025-06-10T15:00:00Z');
  it.each([
    [{ listingDate: '2025-06-01', daysOnMarket: 3 }, 9],
    [{ listingDate: '2025-06-10', daysOnMarket: null }, 0],
    [{ listingDate: '2025-07-01', daysOnMarket: null }, 0],
    [{ listingDate: null, daysOnMarket: 42 }, 42],
    [{ listingDate: 'garbage', daysOnMarket: 7 }, 7],
    [{ listingDate: null, daysOnMarket: null }, null],
  ])('%j → %s', (property, expected) => expect(daysOnMarket(property, today)).toBe(expected));

  it('counts whole UTC days', () => expect(daysSince('2024-12-31', new Date('2025-01-01T00:00:01Z'))).toBe(1));
});

describe('property status', () => {
  it.each([
    ['Active', 'Active'],
    ['active', 'Active'],
    ['off_market', 'Off Market'],
    ['OFF-MARKET', 'Off Market'],
    [' price reduced ', 'Price Reduced'],
    ['coming_soon', undefined],
    ['', undefined],
  ])('%j is %s', (value, expected) => expect(toPropertyStatus(value)).toBe(expected));

  it.each([
    ['Off Market', ['Off Market', 'off market', 'off_market']],
    ['Active', ['Active', 'active']],
  ] as const)('a filter on %s matches %j', (status, spellings) => expect(storedStatusSpellings(status)).toEqual(spellings));

  it.each([
    ['Active', { label: 'Active', tone: 'positive' }],
    ['pending', { label: 'Pending', tone: 'attention' }],
    ['coming_soon', { label: 'Coming Soon', tone: 'neutral' }],
    [null, null],
    ['  ', null],
  ])('chip for %j', (stored, chip) => expect(propertyStatusChip(stored)).toEqual(chip));
});
