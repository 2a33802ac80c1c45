import { sql, type SQL } from 'drizzle-orm';
import type { BucketUnit } from '@porchlight/domain/analytics/analytics-period';
import type { BucketCount } from '@porchlight/domain/analytics/chart-data';
import type { Database } from '../../db/client.ts';

/** A period as the queries take it: timestamps from the first day to the day after the last (UTC). */
export type Range = { userId: string; from: string; to: string; unit: BucketUnit };

export type LabelledCount = BucketCount & { label: string };
export type SeriesRow = { bucket: string } & Record<string, number | string | null>;

type Rows<T> = { rows: T[] };

// Both drivers (pg and PGlite) answer raw SQL with { rows }. Counts are cast to int so pg does
// not hand back bigint strings. Every query is scoped by the one account's user_id.
const bounds = (r: Range) => ({ start: `${r.from}T00:00:00Z`, end: new Date(Date.parse(`${r.to}T00:00:00Z`) + 86_400_000).toISOString() });
const bucketOf = (column: SQL, unit: BucketUnit) => sql`to_char(date_trunc(${unit}::text, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Every bucket of the range (generate_series), left-joined to `facts` (a CTE with column b). */
const overSeries = (r: Range, facts: SQL, measures: SQL) => sql`
  with facts as (${facts})
  select to_char(s.start, 'YYYY-MM-DD') as bucket, ${measures}
  from generate_series(date_trunc(${r.unit}::text, ${r.from}::timestamp), ${r.to}::timestamp, ('1 ' || ${r.unit}::text)::interval) as s(start)
  left join facts f on f.b = s.start
  group by s.start order by s.start`;

export function createAnalyticsRepository(db: Database) {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    /** New leads per bucket by source (case-insensitive; blank is "unknown"), with a display label. */
    async leadsBySource(r: Range): Promise<LabelledCount[]> {
      const { start, end } = bounds(r);
      return rows<LabelledCount>(sql`
        select ${bucketOf(sql`created_at`, r.unit)} as bucket, coalesce(nullif(lower(trim(source)), ''), 'unknown') as key,
          min(trim(source)) as label, count(*)::int as count
        from leads where user_id = ${r.userId} and created_at >= ${start} and created_at < ${end}
        group by 1, 2`);
    },

    /** New leads per bucket by their status today (null is "none"). */
    async leadsByStatus(r: Range): Promise<BucketCount[]> {
      const { start, end } = bounds(r);
      return rows<BucketCount>(sql`
        select ${bucketOf(sql`created_at`, r.unit)} as bucket, coalesce(status, 'none') as key, count(*)::int as count
        from leads where user_id = ${r.userId} and created_at >= ${start} and created_at < ${end}
        group by 1, 2`);
    },

    /** New leads per bucket and how many of them are qualified or pre-qualified now. */
    async leadConversion(r: Range, qualified: readonly string[]): Promise<SeriesRow[]> {
      const { start, end } = bounds(r);
      const facts = sql`select date_trunc(${r.unit}::text, created_at at time zone 'UTC') as b, qualification in (${sql.join(
        qualified.map((q) => sql`${q}`),
        sql`, `,
      )}) as is_qualified
        from leads where user_id = ${r.userId} and created_at >= ${start} and created_at < ${end}`;
      return rows<SeriesRow>(
        overSeries(r, facts, sql`count(f.b)::int as total, count(f.b) filter (where f.is_qualified)::int as qualified`),
      );
    },

    /** The whole book by status today (lower case, underscores as spaces; blank is "none"). */
    async propertiesByStatus(userId: string): Promise<{ key: string; count: number }[]> {
      return rows(sql`
        select coalesce(nullif(lower(replace(trim(status), '_', ' ')), ''), 'none') as key, count(*)::int as count
        from properties where user_id = ${userId} group by 1 order by 2 desc, 1`);
    },

    /**
     * Listings that came on the market in each bucket (listing date, else the day they were
     * added) and their mean days on market: to the sale when sold, else to today, else the
     * figure entered.
     */
    async daysOnMarket(r: Range): Promise<SeriesRow[]> {
      const today = sql`(now() at time zone 'UTC')::date`;
      const listed = sql`coalesce(listing_date, (created_at at time zone 'UTC')::date)`;
      const facts = sql`select date_trunc(${r.unit}::text, ${listed}::timestamp) as b,
          case
            when listing_date is not null and lower(trim(status)) = 'sold' and last_sold_date >= listing_date then last_sold_date - listing_date
            when listing_date is not null then greatest(0, ${today} - listing_date)
            else days_on_market
          end as dom
        from properties where user_id = ${r.userId} and ${listed} >= ${r.from}::date and ${listed} <= ${r.to}::date`;
      return rows<SeriesRow>(overSeries(r, facts, sql`count(f.dom)::int as listings, round(avg(f.dom)::numeric, 1)::float8 as average`));
    },

    /** Texts and e-mails that went out (sent or delivered) and came in, per bucket. */
    async messages(r: Range): Promise<SeriesRow[]> {
      const { start, end } = bounds(r);
      const at = sql`coalesce(sent_at, created_at)`;
      const facts = sql`select date_trunc(${r.unit}::text, ${at} at time zone 'UTC') as b, direction
        from messages where user_id = ${r.userId} and ${at} >= ${start} and ${at} < ${end}
          and (direction = 'inbound' or status in ('sent', 'delivered'))`;
      return rows<SeriesRow>(
        overSeries(
          r,
          facts,
          sql`count(f.b) filter (where f.direction = 'outbound')::int as sent, count(f.b) filter (where f.direction = 'inbound')::int as received`,
        ),
      );
    },

    /** Flow runs started per bucket, by how they stand now. */
    async automationRuns(r: Range): Promise<SeriesRow[]> {
      const { start, end } = bounds(r);
      const facts = sql`select date_trunc(${r.unit}::text, started_at at time zone 'UTC') as b, status
        from flow_runs where user_id = ${r.userId} and started_at >= ${start} and started_at < ${end}`;
      return rows<SeriesRow>(
        overSeries(
          r,
          facts,
          sql`count(f.b) filter (where f.status = 'completed')::int as completed,
            count(f.b) filter (where f.status in ('running', 'waiting', 'paused'))::int as in_progress,
            count(f.b) filter (where f.status = 'stopped')::int as stopped,
            count(f.b) filter (where f.status = 'failed')::int as failed`,
        ),
      );
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
