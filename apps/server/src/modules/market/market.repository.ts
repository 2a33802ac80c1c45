import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_STATUS_KEYS,
  MARKET_MONTHS,
  MARKET_PROPERTIES_LIMIT,
  SOLD_STATUS_KEY,
  type MarketMetric,
  type MarketProperty,
} from '@porchlight/domain/market/market-metrics';
import type { Database } from '../../db/client.ts';

type Rows<T> = { rows: T[] };
const ws = (column: SQL) => sql`lower(regexp_replace(trim(coalesce(${column}, '')), '\\s+', ' ', 'g'))`;

// The SQL twin of areaKeyOf (domain market-areas): a ZIP's first five digits, else city|state.
const AREA = sql`(case
  when zipcode ~ '^\\s*[0-9]{5}' then 'zip:' || substring(zipcode from '^\\s*([0-9]{5})')
  when ${ws(sql`city`)} <> '' then 'city:' || ${ws(sql`city`)} || '|' || ${ws(sql`state`)}
end)`;
const STATUS = sql`lower(replace(trim(coalesce(status, '')), '_', ' '))`;
const TODAY = sql`(now() at time zone 'UTC')::date`;
/** The asking price in dollars: the current price, else the listing price. */
const LIST_PRICE = sql`coalesce(current_price, listing_price)::float8`;
/** last_sold_price is stored in hundredths. */
const SOLD_PRICE = sql`(last_sold_price / 100.0)::float8`;
const SQFT = sql`coalesce(nullif(sqft, 0), nullif(square_feet, 0))`;
const DOM = sql`(case when listing_date is not null then greatest(0, ${TODAY} - listing_date) else days_on_market end)`;
const LISTED_ON = sql`coalesce(listing_date, (created_at at time zone 'UTC')::date)`;

const IS_ACTIVE = sql`(${STATUS} = '' or ${STATUS} in (${sql.join(
  ACTIVE_STATUS_KEYS.map((k) => sql`${k}`),
  sql`, `,
)}))`;
/** Sold with a price, within the last 12 months or with no sale date. */
const IS_SOLD = sql`(${STATUS} = ${SOLD_STATUS_KEY} and last_sold_price is not null and (last_sold_date is null or last_sold_date > ${TODAY} - interval '${sql.raw(String(MARKET_MONTHS))} months'))`;

/** Which properties each figure is measured over: the list behind a number uses the same rule. */
const BASIS: Record<MarketMetric, SQL> = {
  median_list_price: sql`${IS_ACTIVE} and ${LIST_PRICE} is not null`,
  active_inventory: IS_ACTIVE,
  avg_days_on_market: sql`${IS_ACTIVE} and ${DOM} is not null`,
  price_per_sqft: sql`${IS_ACTIVE} and ${LIST_PRICE} > 0 and ${SQFT} is not null`,
  median_sold_price: IS_SOLD,
  list_to_sale_ratio: sql`${IS_SOLD} and ${LIST_PRICE} > 0`,
};

export type AreaRow = { key: string; properties: number; city: string | null; state: string | null };
export type FigureRow = Record<string, number | null>;
export type TrendRow = {
  month: string;
  listed: number;
  median_list_price: number | null;
  sold: number;
  median_sold_price: number | null;
  list_to_sale_ratio: number | null;
};

export function createMarketRepository(db: Database) {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
  const inArea = (userId: string, area: string) => sql`user_id = ${userId} and ${AREA} = ${area}`;

  return {
    /** The agent's areas, largest first, with the most common spelling of the place's name. */
    async areas(userId: string): Promise<AreaRow[]> {
      return rows(sql`
        select ${AREA} as key, count(*)::int as properties,
          mode() within group (order by trim(city)) as city, mode() within group (order by trim(state)) as state
        from properties where user_id = ${userId} and ${AREA} is not null
        group by 1 order by 2 desc, 1`);
    },

    /** Every headline figure and how many properties it rests on, in one query. */
    async figures(userId: string, area: string): Promise<FigureRow> {
      const [row] = await rows<FigureRow>(sql`
        select
          percentile_cont(0.5) within group (order by ${LIST_PRICE}) filter (where ${BASIS.median_list_price}) as median_list_price,
          count(*) filter (where ${BASIS.median_list_price})::int as median_list_price_count,
          percentile_cont(0.5) within group (order by ${SOLD_PRICE}) filter (where ${BASIS.median_sold_price}) as median_sold_price,
          count(*) filter (where ${BASIS.median_sold_price})::int as median_sold_price_count,
          percentile_cont(0.5) within group (order by ${LIST_PRICE} / ${SQFT}) filter (where ${BASIS.price_per_sqft}) as price_per_sqft,
          count(*) filter (where ${BASIS.price_per_sqft})::int as price_per_sqft_count,
          count(*) filter (where ${BASIS.active_inventory})::int as active_inventory,
          count(*) filter (where ${BASIS.active_inventory})::int as active_inventory_count,
          avg(${DOM}) filter (where ${BASIS.avg_days_on_market})::float8 as avg_days_on_market,
          count(*) filter (where ${BASIS.avg_days_on_market})::int as avg_days_on_market_count,
          avg(${SOLD_PRICE} / ${LIST_PRICE}) filter (where ${BASIS.list_to_sale_ratio})::float8 as list_to_sale_ratio,
          count(*) filter (where ${BASIS.list_to_sale_ratio})::int as list_to_sale_ratio_count
        from properties where ${inArea(userId, area)}`);
      return row ?? {};
    },

    /** Month by month over the last 12: listings that came on, and sales (by sale date). */
    async trends(userId: string, area: string, firstMonth: string): Promise<TrendRow[]> {
      return rows(sql`
        with mine as (select * from properties where ${inArea(userId, area)}),
        months as (select generate_series(${`${firstMonth}-01`}::date, date_trunc('month', ${TODAY})::date, interval '1 month')::date as m)
        select to_char(months.m, 'YYYY-MM') as month,
          (select count(*)::int from mine where date_trunc('month', ${LISTED_ON}) = months.m) as listed,
          (select percentile_cont(0.5) within group (order by ${LIST_PRICE}) from mine where date_trunc('month', ${LISTED_ON}) = months.m and ${LIST_PRICE} is not null) as median_list_price,
          (select count(*)::int from mine where ${STATUS} = ${SOLD_STATUS_KEY} and date_trunc('month', last_sold_date) = months.m) as sold,
          (select percentile_cont(0.5) within group (order by ${SOLD_PRICE}) from mine where ${STATUS} = ${SOLD_STATUS_KEY} and date_trunc('month', last_sold_date) = months.m and last_sold_price is not null) as median_sold_price,
          (select avg(${SOLD_PRICE} / ${LIST_PRICE})::float8 from mine where ${STATUS} = ${SOLD_STATUS_KEY} and date_trunc('month', last_sold_date) = months.m and last_sold_price is not null and ${LIST_PRICE} > 0) as list_to_sale_ratio
        from months order by months.m`);
    },

    /** The properties behind a figure, or behind a trend month (listed in it, or sold in it). */
    async properties(userId: string, area: string, filter: { metric?: MarketMetric; month?: string; kind?: 'listed' | 'sold' }) {
      const where = [inArea(userId, area)];
      if (filter.metric) where.push(BASIS[filter.metric]);
      if (filter.month) {
        const start = `${filter.month}-01`;
        where.push(
          filter.kind === 'sold'
            ? sql`${STATUS} = ${SOLD_STATUS_KEY} and date_trunc('month', last_sold_date) = ${start}::date`
            : sql`date_trunc('month', ${LISTED_ON}) = ${start}::date`,
        );
      }
      const condition = sql.join(where, sql` and `);
      const [list, [count]] = await Promise.all([
        rows<MarketProperty>(sql`
          select id::text, address, city, state, zipcode, status, ${LIST_PRICE} as list_price, ${SOLD_PRICE} as sold_price, ${SQFT} as sqft,
            ${DOM} as days_on_market, to_char(listing_date, 'YYYY-MM-DD') as listing_date, to_char(last_sold_date, 'YYYY-MM-DD') as last_sold_date
          from properties where ${condition}
          order by ${LIST_PRICE} desc nulls last, id limit ${MARKET_PROPERTIES_LIMIT}`),
        rows<{ total: number }>(sql`select count(*)::int as total from properties where ${condition}`),
      ]);
      return { properties: list, total: count?.total ?? 0 };
    },
  };
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
