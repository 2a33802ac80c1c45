import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoneyAmount } from './money';
import { parseDecimal } from './numbers';

describe('parseDecimal', () => {
  it.each([
    ['1842.0', '.', 1842],
    ['1842.0', ',', 1842],
    ['2,5', '.', 2.5],
    ['2,5', ',', 2.5],
    ['1.234.567,89', '.', 1234567.89],
    ['1,234,567.89', ',', 1234567.89],
    ['1,234', '.', 1234],
    ['1,234', ',', 1.234],
    ['1.234', ',', 1234],
    ['1.234', '.', 1.234],
    ['1 234,50', ',', 1234.5],
    ["1'234.50", '.', 1234.5],
    ['-12,5', ',', -12.5],
    ['.5', '.', 0.5],
    ['489.000,00', ',', 489000],
  ] as const)('%j in the %j style → %j', (text, style, expected) => {
    expect(parseDecimal(text, style)).toBe(expected);
  });

  it('",100" is a tenth only where the comma is the decimal', () => {
    expect(parseDecimal(',100', '.')).toBeNull();
    expect(parseDecimal(',100', ',')).toBe(0.1);
  });

  it.each([[''], ['abc'], ['1.2.3'], ['1,2,3'], ['12a'], ['1.234,5,6']])('%j → null', (text) => {
    expect(parseDecimal(text, '.')).toBeNull();
    expect(parseDecimal(text, ',')).toBeNull();
  });
});

/** Writes an amount the way a spreadsheet in either locale does, thousands grouped or not. */
function written(amount: number, decimal: '.' | ',', grouped: boolean, fractionDigits: number): string {
  const [whole, fraction] = amount.toFixed(fractionDigits).split('.');
  const thousands = decimal === '.' ? ',' : '.';
  const body = grouped ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, thousands) : whole!;
  return fraction ? `${body}${decimal}${fraction}` : body;
}

describe('numbers round-trip in both decimal styles (property)', () => {
  it('a written amount parses back to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.constantFrom<'.' | ','>('.', ','),
        fc.boolean(),
        fc.constantFrom(0, 1, 2),
        (cents, decimal, grouped, fractionDigits) => {
          const amount = fractionDigits === 0 ? Math.round(cents / 100) : cents / 100;
          const text = written(amount, decimal, grouped, fractionDigits);
          expect(parseDecimal(text, decimal)).toBeCloseTo(Number(amount.toFixed(fractionDigits)), 2);
          expect(parseMoneyAmount(`$${text}`, decimal)).toBeCloseTo(Number(amount.toFixed(fractionDigits)), 2);
        },
      ),
    );
  });

  it('no text throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<'.' | ','>('.', ','), (text, decimal) => {
        const n = parseDecimal(text, decimal);
        expect(n === null || Number.isFinite(n)).toBe(true);
      }),
    );
  });
});
