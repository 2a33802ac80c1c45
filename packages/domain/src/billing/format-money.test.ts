import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatLimit, formatUsd } from './format-money';

describe('formatUsd: USD, no decimals', () => {
  it.each([
    [0, '$0'],
    [49, '$49'],
    [1234.6, '$1,235'],
    [4788, '$4,788'],
  ])('%s -> %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});

describe('formatCompactNumber: K or M with one decimal', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1500, '1.5K'],
    [25000, '25.0K'],
    [999_949, '999.9K'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [2_500_000, '2.5M'],
  ])('%s -> %s', (value, text) => {
    expect(formatCompactNumber(value)).toBe(text);
  });
});

describe('formatLimit', () => {
  it.each([
    [-1, 'Unlimited'],
    [25, '25'],
    [1500, '1.5K'],
  ])('%s -> %s', (value, text) => {
    expect(formatLimit(value)).toBe(text);
  });
});
