import type { ValueStyle } from './import-format';

type DecimalSeparator = ValueStyle['decimalSeparator'];

/** Digits, or digits with a point and one, two or four and more decimals: no style can read them otherwise. */
const PLAIN_NUMBER = /^\d{1,15}(\.(\d{1,2}|\d{4,}))?$/;
/** "1,234,567" or "1,234.5" in a file that writes decimals with a point. */
const COMMA_THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A plain number as written by people and spreadsheets in either style: "1,234.5", "1.234,5",
 * "1 234,5", "1'234.5", "2,5", "1842.0". With both separators, the last one is the decimal;
 * one kind used several times is thousands; one used once is the decimal unless exactly three
 * digits follow it ("1,234" / "1.234"), which only the file's style can settle.
 */
export function parseDecimal(input: string, decimalSeparator: DecimalSeparator = '.'): number | null {
  // Most cells are plain digits ("3", "1842", "1842.5"): read at once, a million times a file.
  if (PLAIN_NUMBER.test(input)) return Number(input);
  if (decimalSeparator === '.' && COMMA_THOUSANDS.test(input)) return Number(input.replace(/,/g, ''));
  let text = input.replace(/[\s\u00a0\u202f'’]/g, '');
  let sign = 1;
  if (text.startsWith('-')) [sign, text] = [-1, text.slice(1)];
  else if (text.startsWith('+')) text = text.slice(1);
  if (!/^(\d[\d.,]*|[.,]\d+)$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (separator === null) decimal = null;
    else if (text.split(separator).length > 2) decimal = null;
    else decimal = text.length - text.indexOf(separator) - 1 === 3 && separator !== decimalSeparator ? null : separator;
  }
  const thousands = decimal === '.' ? ',' : decimal === ',' ? '.' : text.includes(',') ? ',' : '.';
  const cut = decimal === null ? -1 : text.lastIndexOf(decimal);
  const [whole, fraction] = cut < 0 ? [text, ''] : [text.slice(0, cut), text.slice(cut + 1)];
  if (/[.,]/.test(fraction)) return null;
  const groups = whole.split(thousands);
  // Thousands come in threes after the first group: "1.2.3" is no number.
  if (groups.length > 1 && (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g)))) return null;
  const digits = groups.join('');
  if (!/^\d*$/.test(digits) || (digits === '' && fraction === '')) return null;
  const n = Number(`${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(n) ? sign * n : null;
}
