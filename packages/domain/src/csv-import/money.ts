import type { ValueStyle } from './import-format';
import { parseDecimal } from './numbers';

const MONEY_PATTERN = /^(?:\$|usd|us\$|€|eur|£)?([\d.,'’]+|[.,]\d+)(?:\$|€|eur|usd)?(k|thousand|m|mil|million)?$/;
const MULTIPLIERS: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000 };

/**
 * The amount a money text stands for, unrounded: optional "$" (or €, £, USD, EUR), digits with
 * thousands separators and decimals in the file's style ("$1,234.50", "1.234,50 €", "1842.0"),
 * and an optional suffix k or thousand (x1,000), m, mil or million (x1,000,000), any case,
 * spaces ignored. Null for empty, non-text or unparsable input.
 */
export function parseMoneyAmount(input: unknown, decimalSeparator: ValueStyle['decimalSeparator'] = '.'): number | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s\u00a0\u202f]+/g, '').toLowerCase();
  const match = MONEY_PATTERN.exec(compact);
  if (!match) return null;
  const amount = parseDecimal(match[1]!, decimalSeparator);
  if (amount === null || !Number.isFinite(amount)) return null;
  return amount * (match[2] ? MULTIPLIERS[match[2]]! : 1);
}

/** Spec 001 §5 money parser: the amount rounded to a whole number, or null. */
export function parseMoney(input: unknown, decimalSeparator: ValueStyle['decimalSeparator'] = '.'): number | null {
  const amount = parseMoneyAmount(input, decimalSeparator);
  return amount === null ? null : Math.round(amount);
}

// Made on first use, not as the module loads: a page's first Intl formatter loads the browser's
// locale data (17–68 ms here), which landed in the evaluation of the app shell's code, one of
// /dashboard's long tasks, though a new agent's dashboard formats no money with it (issue 15).
let dollars: Intl.NumberFormat | undefined;

/** Spec 001 §5 money formatter: "N/A" for empty or zero, else "$" and the rounded amount with thousands separators. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || Math.round(amount) === 0) return 'N/A';
  const rounded = Math.round(amount);
  dollars ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${rounded < 0 ? '-' : ''}$${dollars.format(Math.abs(rounded))}`;
}
