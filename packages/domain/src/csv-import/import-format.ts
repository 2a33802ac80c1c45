import type { CsvTextEncoding } from './text-encoding';

// No zod here: the header's import button reads files in the shell (issue 15); the format's
// schema is in import-api-schemas.ts.

/** The separators exports use: comma, Excel's semicolon in comma-decimal locales, tab (Meta, Paragon), pipe (RETS dumps). */
export const IMPORT_DELIMITERS = [',', ';', '\t', '|'] as const;
export type ImportDelimiter = (typeof IMPORT_DELIMITERS)[number];

/** How a file writes numbers and dates; read from the data, never from the browser's locale. */
export type ValueStyle = { decimalSeparator: '.' | ','; dateOrder: 'mdy' | 'dmy' };
export type ImportFormat = ValueStyle & { encoding: CsvTextEncoding; delimiter: ImportDelimiter };

/** How much text the delimiter is detected from, and how many data rows the number and date style. */
export const DELIMITER_SAMPLE_CHARS = 64 * 1024;
export const STYLE_SAMPLE_ROWS = 200;

export const DEFAULT_VALUE_STYLE: ValueStyle = Object.freeze({ decimalSeparator: '.', dateOrder: 'mdy' });

const SAMPLE_LINES = 60;

/** Separator counts outside quotes, one entry per line (a quoted line break continues the line). */
function countsPerLine(text: string, delimiter: string): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  let lineHasText = false;
  for (let i = 0; i < text.length && counts.length < SAMPLE_LINES; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === delimiter) count += 1;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (lineHasText || count > 0) counts.push(count);
      count = 0;
      lineHasText = false;
      continue;
    }
    if (ch !== ' ') lineHasText = true;
  }
  if (lineHasText || count > 0) counts.push(count);
  return counts;
}

/**
 * The separator of a file from its first lines. Each candidate is scored by how many lines share
 * its most common non-zero count (a title or note line above the header has none, a disclaimer
 * below has a different one); decimal commas in a ';' file vary by row, the ';' count does not.
 * Ties go to the wider split, then to the comma.
 */
export function detectDelimiter(textSample: string): ImportDelimiter {
  let best: ImportDelimiter = ',';
  let bestScore = 0;
  let bestWidth = 0;
  for (const delimiter of IMPORT_DELIMITERS) {
    const tally = new Map<number, number>();
    for (const n of countsPerLine(textSample, delimiter)) if (n > 0) tally.set(n, (tally.get(n) ?? 0) + 1);
    let [score, width] = [0, 0];
    for (const [n, lines] of tally) if (lines > score || (lines === score && n > width)) [score, width] = [lines, n];
    if (score > bestScore || (score === bestScore && width > bestWidth)) [best, bestScore, bestWidth] = [delimiter, score, width];
  }
  return best;
}

const COMMA_DECIMAL = [/^[-+]?\d{1,3}(\.\d{3})+,\d+$/, /^[-+]?\d{1,3}(\.\d{3}){2,}$/, /^[-+]?\d+,\d{1,2}$/, /^[-+]?\d+,\d{4,}$/];
const DOT_DECIMAL = [/^[-+]?\d{1,3}(,\d{3})+\.\d+$/, /^[-+]?\d{1,3}(,\d{3}){2,}$/, /^[-+]?\d+\.\d{1,2}$/, /^[-+]?\d+\.\d{4,}$/];
/** "450,000" / "1.234": one group of three after the only separator. Weak evidence: thousands more often than three decimals. */
const WEAK_DOT_DECIMAL = /^[-+]?\d{1,3},\d{3}$/;
const WEAK_COMMA_DECIMAL = /^[-+]?\d{1,3}\.\d{3}$/;
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})(?:$|[\sT])/;

const numberText = (cell: string) =>
  cell
    .trim()
    .replace(/^[$€£]\s?|\s?(€|\$|£|EUR|USD)$/g, '')
    .replace(/[\s\u00a0\u202f]/g, '');

/**
 * The file's number and date style, from its values: "1.234.567,89" or "2,5" vote for a decimal
 * comma, "1,234.50" or "2.5" for a point ("1.234" alone says nothing); a date whose first number
 * is above 12 settles day-first, whose second is above 12 month-first. When the values do not
 * tell, "450,000" leans to a decimal point and "450.000" to a comma (three decimals are rare);
 * then a ';' separator or dotted dates (05.03.2024) hint at a European file, whose dates are
 * day-first.
 */
export function detectValueStyle(
  headers: readonly string[],
  records: readonly (readonly string[])[],
  delimiter?: ImportDelimiter,
): ValueStyle {
  let [commaVotes, dotVotes, dmyVotes, mdyVotes, dottedDates, weakComma, weakDot] = [0, 0, 0, 0, 0, 0, 0];
  for (const record of records) {
    for (let c = 0; c < headers.length || c < record.length; c++) {
      const cell = record[c] ?? '';
      const date = NUMERIC_DATE.exec(cell.trim());
      if (date) {
        const [a, b] = [Number(date[1]), Number(date[3])];
        if (a > 12 && b <= 12) dmyVotes += 1;
        else if (b > 12 && a <= 12) mdyVotes += 1;
        if (date[2] === '.') dottedDates += 1;
        continue;
      }
      const text = numberText(cell);
      if (COMMA_DECIMAL.some((p) => p.test(text))) commaVotes += 1;
      else if (DOT_DECIMAL.some((p) => p.test(text))) dotVotes += 1;
      else if (WEAK_DOT_DECIMAL.test(text)) weakDot += 1;
      else if (WEAK_COMMA_DECIMAL.test(text)) weakComma += 1;
    }
  }
  const europeanHint = delimiter === ';' || dottedDates > 0;
  let decimalSeparator: ValueStyle['decimalSeparator'];
  if (commaVotes !== dotVotes) decimalSeparator = commaVotes > dotVotes ? ',' : '.';
  else if (weakComma !== weakDot) decimalSeparator = weakComma > weakDot ? ',' : '.';
  else decimalSeparator = europeanHint ? ',' : '.';
  const dateOrder = dmyVotes > mdyVotes || (dmyVotes === mdyVotes && (dottedDates > 0 || decimalSeparator === ',')) ? 'dmy' : 'mdy';
  return { decimalSeparator, dateOrder };
}
