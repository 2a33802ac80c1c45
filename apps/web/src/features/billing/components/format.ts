import { FEATURE_LABELS, type NumericFeature } from '@porchlight/domain/billing/plans';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "March 3, 2026"; null for a missing or broken date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : shortDateFormat.format(date);
}

/** "in 12 days", "tomorrow", "today". */
export function inDays(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

// "Leads" -> "leads", "E-mails" -> "e-mails"; acronyms ("SMS", "API") keep their capitals.
export const lowerFirst = (label: string) => (/^[A-Z](?![A-Z])/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** What an add-on adds: "+2,000 leads". */
export function describeResource(feature: NumericFeature, amount: number): string {
  return `+${amount.toLocaleString('en-US')} ${lowerFirst(FEATURE_LABELS[feature])}`;
}
