import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../time/calendar-date';
import type { ValueStyle } from './import-format';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function fullYear(year: string): number {
  const n = Number(year);
  if (year.length > 2) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const monthNumber = (word: string) => MONTHS[word.slice(0, 4) === 'sept' ? 'sept' : word.slice(0, 3)];

/**
 * Spec 001 §5: a date as YYYY-MM-DD, or null if it is not a real date. Reads what exports hold:
 * ISO dates and timestamps (the date as written, no time-zone shift), 2024/03/05, US 3/5/2024 and
 * 3-5-24 (day first when the file writes dates day-first, or when the first number cannot be a
 * month), 05.03.2024, 20240305, month names
 * ("March 5, 2024", "5-Mar-2024", "Tue, Mar 5 2024", Redfin's "March-23-2024 01:00 PM"), and
 * Excel serial day numbers.
 */
export function parseImportDate(input: string | null | undefined, dateOrder: ValueStyle['dateOrder'] = 'mdy'): string | null {
  const text = (input ?? '').trim().toLowerCase();
  if (!text) return null;

  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[t\s])/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));

  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:$|\s)/.exec(text);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), fullYear(m[3]!)];
    // The file's order decides; a number above 12 can only be the day whatever the order says.
    const dayFirst = dateOrder === 'dmy' ? !(a <= 12 && b > 12) : a > 12 && b <= 12;
    return dayFirst ? isoDate(year, b, a) : isoDate(year, a, b);
  }

  m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));

  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial < 20_000 || serial > 80_000) return null;
    const d = new Date(EXCEL_EPOCH_UTC + serial * DAY_MS);
    return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }

  // Month names: drop a leading weekday, then month-day-year or day-month-year.
  const words = text.replace(/^[a-z]+,\s*(?=[a-z]+[\s-]|\d)/, '').replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  m = /^([a-z]+)\.?[\s-]+(\d{1,2}),?[\s-]+(\d{4}|\d{2})(?:$|[\s,t])/.exec(words);
  if (m && monthNumber(m[1]!)) return isoDate(fullYear(m[3]!), monthNumber(m[1]!)!, Number(m[2]));
  m = /^(\d{1,2})[\s-]+([a-z]+)\.?,?[\s-]+(\d{4}|\d{2})(?:$|[\s,t])/.exec(words);
  if (m && monthNumber(m[2]!)) return isoDate(fullYear(m[3]!), monthNumber(m[2]!)!, Number(m[1]));
  return null;
}

/**
 * A moment from an export ("2024-02-11 08:30:00", "3/5/2024 1:05 PM", an ISO timestamp) as an
 * ISO timestamp, or null. A CRM writes its own clock's time with no zone: it is kept as written
 * (read as UTC), and a date alone is taken at noon, so the day shows the same in every US zone.
 */
export function parseImportDateTime(input: string | null | undefined, dateOrder: ValueStyle['dateOrder'] = 'mdy'): string | null {
  const text = (input ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const zoned = new Date(text);
    if (!Number.isNaN(zoned.getTime()) && parseImportDate(text.slice(0, 10)) !== null) return zoned.toISOString();
  }
  const date = parseImportDate(text, dateOrder);
  if (date === null) return null;
  const m = /(?:^|[\sT])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap]\.?m\.?)?/i.exec(text);
  if (!m) return `${date}T12:00:00.000Z`;
  let hours = Number(m[1]);
  const meridiem = m[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  const minutes = Number(m[2]);
  const seconds = Number(m[3] ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return `${date}T12:00:00.000Z`;
  return `${date}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.000Z`;
}
