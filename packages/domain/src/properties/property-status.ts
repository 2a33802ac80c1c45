/** Spec 001 §3, Property validation shape: the five statuses an agent picks from. */
export const PROPERTY_STATUSES = ['Active', 'Pending', 'Sold', 'Off Market', 'Price Reduced'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_STATUS_MESSAGE = `Status must be one of ${PROPERTY_STATUSES.join(', ')}`;

const key = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * The stored status a value stands for. The CSV import writes its own lower-case forms
 * ("active", "off_market"), a client may send "off market": all mean the same status.
 * Returns undefined for a value that is none of the five (e.g. the import's "coming_soon").
 */
export function toPropertyStatus(value: string): PropertyStatus | undefined {
  return PROPERTY_STATUSES.find((s) => key(s) === key(value));
}

/** Every spelling stored for a status, so a filter on "Off Market" also finds imported "off_market" rows. */
export function storedStatusSpellings(status: PropertyStatus): string[] {
  const snake = status.toLowerCase().replace(/ /g, '_');
  return [...new Set([status, status.toLowerCase(), snake])];
}

export type StatusTone = 'positive' | 'attention' | 'neutral' | 'muted' | 'info';

const TONES: Record<PropertyStatus, StatusTone> = {
  Active: 'positive',
  Pending: 'attention',
  Sold: 'info',
  'Off Market': 'muted',
  'Price Reduced': 'attention',
};

/** The chip shown for a stored status: one of the five, or the stored text as it is ("coming_soon" → "Coming Soon"). */
export function propertyStatusChip(stored: string | null | undefined): { label: string; tone: StatusTone } | null {
  if (!stored || !stored.trim()) return null;
  const status = toPropertyStatus(stored);
  if (status) return { label: status, tone: TONES[status] };
  const label = key(stored).replace(/\b\w/g, (c) => c.toUpperCase());
  return { label, tone: 'neutral' };
}
