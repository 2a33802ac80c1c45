const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** USD with no decimals: 149 -> "$149", 1234.6 -> "$1,235". */
export const formatUsd = (amount: number) => usd.format(amount);

/** Large numbers as K or M with one decimal: 1500 -> "1.5K", 2000000 -> "2.0M"; below 1,000 as is. */
export function formatCompactNumber(value: number): string {
  const abs = Math.abs(value);
  // 999,999 would round to "1000.0K": it reads better as the next unit.
  if (abs >= 999_950) return `${(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

/** A limit for display: -1 is "Unlimited". */
export const formatLimit = (limit: number) => (limit === -1 ? 'Unlimited' : formatCompactNumber(limit));
