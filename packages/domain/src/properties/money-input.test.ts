import { describe, expect, it } from 'vitest';
import { formatAmountInput } from './field-schemas.ts';

describe('formatAmountInput', () => {
  it.each([
    ['650k', false, '$650,000'],
    ['650K', false, '$650,000'],
    ['1.2m', false, '$1,200,000'],
    ['$450,000', false, '$450,000'],
    ['450000', false, '$450,000'],
    ['  300 thousand ', false, '$300,000'],
    ['1234.5', true, '$1,234.50'],
    ['99', true, '$99.00'],
    ['500k-650k', false, '500k-650k'],
    ['flexible', false, 'flexible'],
    ['', false, ''],
    ['   ', false, '   '],
  ])('%j (cents: %s) shows %j', (typed, cents, shown) => {
    expect(formatAmountInput(typed, cents)).toBe(shown);
  });
});
