import { z } from 'zod';
import { MarketAreaSchema } from './market-areas';

/**
 * The market page's figures for one area, each measured over the agent's own properties there
 * (the book is the data: Porchlight reads no MLS feed). Definitions: docs/product-decisions.md.
 */
export const MARKET_METRICS = [
  'median_list_price',
  'median_sold_price',
  'price_per_sqft',
  'active_inventory',
  'avg_days_on_market',
  'list_to_sale_ratio',
] as const;
export type MarketMetric = (typeof MARKET_METRICS)[number];

export const MARKET_METRIC_INFO: Record<MarketMetric, { label: string; definition: string }> = {
  median_list_price: {
    label: 'Median list price',
    definition: 'The middle asking price of the active listings (current price, else listing price).',
  },
  median_sold_price: {
    label: 'Median sold price',
    definition: 'The middle sale price of the properties sold in the last 12 months (or with no sale date).',
  },
  price_per_sqft: { label: 'Price per sq ft', definition: 'The median of asking price ÷ square feet over the active listings with both.' },
  active_inventory: {
    label: 'Active inventory',
    definition: 'Listings that are Active, Price Reduced or Coming Soon (or have no status).',
  },
  avg_days_on_market: {
    label: 'Avg. days on market',
    definition: 'The mean days on market of the active listings: from the listing date to today, else the figure entered.',
  },
  list_to_sale_ratio: {
    label: 'List-to-sale ratio',
    definition: 'Sold price ÷ list price, averaged over the sales counted above that have both.',
  },
};

/** Stored statuses (lower case, underscores as spaces) that count as on the market; no status counts too. */
export const ACTIVE_STATUS_KEYS = ['active', 'price reduced', 'coming soon'] as const;
export const SOLD_STATUS_KEY = 'sold';
/** Headline sale figures look back this far; the trends cover as many months. */
export const MARKET_MONTHS = 12;
/** The list of properties behind a number shows at most this many (the total says how many). */
export const MARKET_PROPERTIES_LIMIT = 100;

/** The middle value (mean of the two middles for an even count), as percentile_cont(0.5); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Sold ÷ list, e.g. 0.985 (98.5%); null without both. */
export function listToSaleRatio(soldPrice: number | null, listPrice: number | null): number | null {
  if (!soldPrice || !listPrice || listPrice <= 0) return null;
  return soldPrice / listPrice;
}

/** "98.5%" */
export const formatRatio = (ratio: number) => `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;

/** The first day of each of the last `months` months (oldest first), "YYYY-MM". */
export function recentMonths(now: Date, months = MARKET_MONTHS): string[] {
  return Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

const figure = z.object({ value: z.number().nullable(), count: z.number() });

export const MarketTrendSchema = z.object({
  month: z.string(),
  listed: z.number(),
  median_list_price: z.number().nullable(),
  sold: z.number(),
  median_sold_price: z.number().nullable(),
  list_to_sale_ratio: z.number().nullable(),
});
export type MarketTrend = z.infer<typeof MarketTrendSchema>;

export const MarketOverviewSchema = z.object({
  area: MarketAreaSchema,
  metrics: z.object(Object.fromEntries(MARKET_METRICS.map((m) => [m, figure])) as Record<MarketMetric, typeof figure>),
  trends: z.array(MarketTrendSchema),
});
export type MarketOverview = z.infer<typeof MarketOverviewSchema>;

/** Which trend month a list of properties is for: listed in it, or sold in it. */
export const MARKET_MONTH_KINDS = ['listed', 'sold'] as const;

export const MarketPropertiesQuerySchema = z.object({
  area: z.string(),
  metric: z.enum(MARKET_METRICS, { error: `must be one of ${MARKET_METRICS.join(', ')}` }).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)')
    .optional(),
  kind: z.enum(MARKET_MONTH_KINDS, { error: 'must be listed or sold' }).optional(),
});
export type MarketPropertiesQuery = z.infer<typeof MarketPropertiesQuerySchema>;

export const MarketPropertySchema = z.object({
  id: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  status: z.string().nullable(),
  list_price: z.number().nullable(),
  sold_price: z.number().nullable(),
  sqft: z.number().nullable(),
  days_on_market: z.number().nullable(),
  listing_date: z.string().nullable(),
  last_sold_date: z.string().nullable(),
});
export type MarketProperty = z.infer<typeof MarketPropertySchema>;
export type MarketPropertiesResponse = { properties: MarketProperty[]; total: number };
