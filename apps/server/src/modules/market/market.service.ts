import { areaLabel, parseAreaKey, type MarketArea } from '@porchlight/domain/market/market-areas';
import {
  MARKET_METRICS,
  recentMonths,
  type MarketOverview,
  type MarketPropertiesQuery,
  type MarketPropertiesResponse,
} from '@porchlight/domain/market/market-metrics';
import { notFound } from '../../lib/http-errors.ts';
import type { AreaRow, MarketRepository } from './market.repository.ts';

type Deps = { repo: MarketRepository; now?: () => Date };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** Prices to whole dollars, ratios to four places, days to one: what the page shows, no float noise. */
const round = (v: number | null, places: number) => (v === null ? null : Math.round(v * 10 ** places) / 10 ** places);
const PLACES: Record<(typeof MARKET_METRICS)[number], number> = {
  median_list_price: 0,
  median_sold_price: 0,
  price_per_sqft: 0,
  active_inventory: 0,
  avg_days_on_market: 1,
  list_to_sale_ratio: 4,
};

const toArea = (row: AreaRow): MarketArea => ({ key: row.key, label: areaLabel(parseAreaKey(row.key)!, row), properties: row.properties });

export function createMarketService({ repo, now = () => new Date() }: Deps) {
  /** The area must be one of the agent's own: another key (or a made-up one) is a 404. */
  const ownArea = async (userId: string, key: string) => {
    const area = parseAreaKey(key) && (await repo.areas(userId)).find((a) => a.key === key);
    if (!area) throw notFound('No properties of yours in this area');
    return toArea(area);
  };

  return {
    async areas(userId: string): Promise<{ areas: MarketArea[] }> {
      return { areas: (await repo.areas(userId)).map(toArea) };
    },

    async overview(userId: string, key: string): Promise<MarketOverview> {
      const area = await ownArea(userId, key);
      const months = recentMonths(now());
      const [figures, trends] = await Promise.all([repo.figures(userId, key), repo.trends(userId, key, months[0]!)]);
      const metrics = Object.fromEntries(
        MARKET_METRICS.map((m) => [m, { value: round(num(figures[m]), PLACES[m]), count: Number(figures[`${m}_count`] ?? 0) }]),
      ) as MarketOverview['metrics'];
      return {
        area,
        metrics,
        trends: trends.map((t) => ({
          month: t.month,
          listed: Number(t.listed),
          median_list_price: round(num(t.median_list_price), 0),
          sold: Number(t.sold),
          median_sold_price: round(num(t.median_sold_price), 0),
          list_to_sale_ratio: round(num(t.list_to_sale_ratio), 4),
        })),
      };
    },

    async properties(userId: string, query: MarketPropertiesQuery): Promise<MarketPropertiesResponse> {
      await ownArea(userId, query.area);
      const found = await repo.properties(userId, query.area, query);
      return {
        total: found.total,
        properties: found.properties.map((p) => ({
          ...p,
          list_price: num(p.list_price),
          sold_price: num(p.sold_price),
          sqft: num(p.sqft),
          days_on_market: num(p.days_on_market),
        })),
      };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
