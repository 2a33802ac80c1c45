import { z } from 'zod';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, OUT_OF_RANGE_DATE_MESSAGE, isCalendarDate, isDateInRange } from '../time/calendar-date';

// Builders for optional form and API fields. Each accepts what an HTML form sends (text) as
// well as what a JSON client sends (numbers, booleans, arrays); blank means "no value" (null).

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
const blankToNull = (v: unknown) => (isBlank(v) ? null : v);

export const TEXT_MAX = 500;
export const LONG_TEXT_MAX = 10_000;
export const LIST_MAX_ITEMS = 100;

export const optionalText = (max = TEXT_MAX) =>
  z.preprocess(blankToNull, z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).nullable()).optional();

/** "1,250" and 1250 are both 1250. */
const toNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const cleaned = v.replace(/[\s,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : v;
};

export const optionalInt = ({ min = 0, max = 2_000_000_000 } = {}) =>
  z
    .preprocess(
      (v) => toNumber(blankToNull(v)),
      z
        .number({ error: 'Must be a whole number' })
        .int('Must be a whole number')
        .min(min, `Must be at least ${min}`)
        .max(max, `Must be at most ${max.toLocaleString('en-US')}`)
        .nullable(),
    )
    .optional();

/** A count a listing may give in halves (2.5 baths): at most one decimal place. */
export const optionalTenths = ({ max = 999.9 } = {}) =>
  z
    .preprocess(
      (v) => toNumber(blankToNull(v)),
      z
        .number({ error: 'Must be a number, like 2 or 2.5' })
        .min(0, 'Must be at least 0')
        .max(max, `Must be at most ${max}`)
        .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Use at most one decimal place, like 2.5')
        .nullable(),
    )
    .optional();

const MONEY_SUFFIX: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000 };

/** "$450,000", "450k" and 450000 are all 450000 (the suffixes of spec 001 §5's money parser). */
export function parseAmount(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const match = /^\$?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(k|thousand|m|mil|million)?$/i.exec(v.trim());
  if (!match) return v;
  const amount = Number(match[1]!.replace(/,/g, ''));
  const suffix = match[2]?.toLowerCase();
  return suffix ? amount * MONEY_SUFFIX[suffix]! : amount;
}

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * What a money box shows once the agent leaves it (issue 18): "650k" becomes "$650,000" (with
 * cents, "$1,234.50"). Text that is not one amount ("500k-650k", "flexible") stays as typed.
 */
export function formatAmountInput(text: string, withCents = false): string {
  const amount = parseAmount(text);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || text.trim() === '') return text;
  return `$${(withCents ? dollarsAndCents : wholeDollars).format(amount)}`;
}

const MONEY_MAX = 1_000_000_000_000;
const amount = (required?: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined && required ? required : 'Enter an amount in dollars, like 450000') })
    .min(0, 'Must be 0 or more')
    .max(MONEY_MAX, 'That amount is too large');

/** Whole dollars (current and listing price). */
// The pipes after each rounding say what the rounding gives (a whole number, a number), so the
// OpenAPI document types the answers rather than leaving them "any".
const roundedDollars = (required?: string) => amount(required).transform(Math.round).pipe(z.int());

export const requiredDollars = (message: string) => z.preprocess((v) => (isBlank(v) ? undefined : parseAmount(v)), roundedDollars(message));

export const optionalDollars = () => z.preprocess((v) => parseAmount(blankToNull(v)), roundedDollars().nullable()).optional();

/** Dollars and cents (stored as hundredths). */
export const optionalCents = () =>
  z
    .preprocess(
      (v) => parseAmount(blankToNull(v)),
      amount()
        .transform((n) => Math.round(n * 100) / 100)
        .pipe(z.number())
        .nullable(),
    )
    .optional();

export const optionalBoolean = () =>
  z
    .preprocess(
      (v) => {
        if (isBlank(v)) return null;
        if (typeof v === 'string')
          return ({ true: true, yes: true, false: false, no: false } as Record<string, boolean>)[v.trim().toLowerCase()] ?? v;
        return v;
      },
      z.boolean({ error: 'Must be yes or no' }).nullable(),
    )
    .optional();

/** A real day (format date) in the years the date check allows, for JSON Schema. */
const centuries = Array.from({ length: DATE_YEAR_MAX / 100 - DATE_YEAR_MIN / 100 }, (_, i) => DATE_YEAR_MIN / 100 + i).join('|');
const DATE_IN_RANGE_JSON_SCHEMA = { format: 'date', pattern: `^((${centuries})[0-9]{2}|${DATE_YEAR_MAX})-` };

export const optionalDate = () =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'Use a date like 2025-05-31' })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-05-31')
        .refine(isCalendarDate, 'That date does not exist')
        .refine(isDateInRange, OUT_OF_RANGE_DATE_MESSAGE)
        .meta(DATE_IN_RANGE_JSON_SCHEMA)
        .nullable(),
    )
    .optional();

/** A list from an array or from comma-separated text; an empty list is no value. */
export const optionalList = () =>
  z
    .preprocess(
      (v) => {
        const items = typeof v === 'string' ? v.split(',') : v;
        if (!Array.isArray(items)) return blankToNull(items);
        const cleaned = items.map((i) => (typeof i === 'string' ? i.trim() : i)).filter((i) => i !== '');
        return cleaned.length ? cleaned : null;
      },
      z
        .array(z.string({ error: 'Each item must be text' }).max(TEXT_MAX, `Each item must be at most ${TEXT_MAX} characters`), {
          error: 'Must be a list',
        })
        .max(LIST_MAX_ITEMS, `At most ${LIST_MAX_ITEMS} items`)
        .nullable(),
    )
    .optional();

/** A web address; "www.example.com/x" gets https:// in front. */
export const optionalUrl = () =>
  z
    .preprocess(
      (v) => {
        const value = blankToNull(v);
        if (typeof value !== 'string') return value;
        const trimmed = value.trim();
        return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
      },
      z
        .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
        .max(2000, 'That address is too long')
        .meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' })
        .nullable(),
    )
    .optional();

/** What the e-mail check accepts, for JSON Schema (the OpenAPI document): zod's own pattern. */
export const EMAIL_JSON_SCHEMA = { format: 'email', pattern: z.regexes.email.source };

export const optionalEmail = () =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'Invalid email address' })
        .trim()
        .max(254, 'Invalid email address')
        .pipe(z.email({ error: 'Invalid email address' }))
        .meta(EMAIL_JSON_SCHEMA)
        .nullable(),
    )
    .optional();
