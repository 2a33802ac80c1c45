const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from a YYYY-MM-DD date to today (UTC), never below 0; null for a bad date. */
export function daysSince(isoDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(start)) return null;
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, Math.floor((end - start) / DAY_MS));
}

/**
 * Days on market: counted from the listing date when there is one (it keeps counting), else
 * the figure entered or imported. The list endpoint sorts by the same rule in SQL.
 */
export function daysOnMarket(property: { listingDate: string | null; daysOnMarket: number | null }, today = new Date()): number | null {
  if (property.listingDate) {
    const days = daysSince(property.listingDate, today);
    if (days !== null) return days;
  }
  return property.daysOnMarket ?? null;
}
