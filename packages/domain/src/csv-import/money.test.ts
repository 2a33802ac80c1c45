import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, parseMoneyAmount } from './money';

describe('parseMoney (spec 001 §5)', () => {
  it.each([
    ['450000', 450000],
    ['$450,000', 450000],
    ['$450,000.49', 450000],
    ['$450,000.50', 450001],
    ['1,234,567.89', 1234568],
    ['450k', 450000],
    ['450K', 450000],
    ['$1.25m', 1250000],
    ['2 mil', 2000000],
    ['3 million', 3000000],
    ['75 thousand', 75000],
    ['  $ 12,000  ', 12000],
    ['.5m', 500000],
    ['0', 0],
  ])('%j → %j', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([[''], ['   '], ['abc'], ['$'], ['12k5'], ['-500'], ['1.2.3'], ['450 billion'], ['k'], [',100']])(
    '%j is unparsable → null',
    (input) => {
      expect(parseMoney(input)).toBeNull();
    },
  );

  it.each([[null], [undefined], [450000], [{}], [['1']]])('non-text %j → null', (input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it('keeps cents unrounded for hundredths fields', () => {
    expect(parseMoneyAmount('$125.55')).toBe(125.55);
  });
});

describe('formatMoney (spec 001 §5)', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    [0, 'N/A'],
    [0.4, 'N/A'],
    [Number.NaN, 'N/A'],
    [450000, '$450,000'],
    [1234567.5, '$1,234,568'],
    [999, '$999'],
    [-2500, '-$2,500'],
  ])('%j → %j', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});
