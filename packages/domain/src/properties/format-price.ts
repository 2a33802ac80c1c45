import { formatMoney } from '../csv-import/money';

/** Spec 001 §5 money formatter, defined once beside the money parser. */
export { formatMoney };

/** Spec 000 §9: large numbers as K or M with one decimal ("$1.3M", "$450.0K"); below 1,000 as formatMoney. */
export function formatCompactMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${(abs / 1_000).toFixed(1)}K`;
  return formatMoney(value);
}

/** Columns other than current and listing price are stored in hundredths (spec 001 §5). */
export const toHundredths = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);

export const fromHundredths = (hundredths: number | null | undefined): number | null =>
  hundredths === null || hundredths === undefined ? null : hundredths / 100;
