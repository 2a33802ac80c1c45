import { formatRatio, type MarketMetric } from '@porchlight/domain/market/market-metrics';
import { formatMoney } from '@porchlight/domain/properties/format-price';

/** A figure as the page shows it; "–" when there is nothing to measure. */
export function formatFigure(metric: MarketMetric, value: number | null): string {
  if (value === null) return '–';
  switch (metric) {
    case 'median_list_price':
    case 'median_sold_price':
    case 'price_per_sqft':
      return formatMoney(value);
    case 'list_to_sale_ratio':
      return formatRatio(value);
    case 'avg_days_on_market':
      return `${value.toLocaleString('en-US')} days`;
    case 'active_inventory':
      return value.toLocaleString('en-US');
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" → "Nov 2026" */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
