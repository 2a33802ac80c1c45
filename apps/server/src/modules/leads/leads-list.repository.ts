import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AudienceCount } from '@porchlight/domain/leads/audience';
import { defaultLeadDirection, type LeadListQuery, type LeadSort } from '@porchlight/domain/leads/lead-list-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { cappedTotal, listCountBound } from '@porchlight/domain/properties/list-total';
import { inBatches } from '../../db/batches.ts';
import { listTotal, listTotalAlone } from '../../db/record-counts.ts';
import { leadFilterConditions } from '../../db/lead-filters.ts';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { leadColumns, toLeadResponse, type LeadRow } from './lead-columns.ts';

const SORT_COLUMNS: Record<LeadSort, PgColumn> = {
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  name: leads.name,
  status: leads.status,
  qualification: leads.qualification,
  source: leads.source,
  location: leads.location,
};

/** viewerId: who "mine" (assigned=me) means; the book's owner when absent. */
export type LeadFilters = Omit<LeadListQuery, 'page' | 'limit'> & { viewerId?: string };

/** Columns that are never null sort without NULLS LAST, so an index can give the order. */
const NOT_NULL_SORTS = new Set<LeadSort>(['createdAt', 'updatedAt', 'name']);

function orderFor(q: LeadFilters): SQL[] {
  const dir = q.dir ?? defaultLeadDirection(q.sort);
  const column = SORT_COLUMNS[q.sort];
  const nulls = NOT_NULL_SORTS.has(q.sort) ? sql`` : sql` nulls last`;
  // Ties go in the order the rows were added (decision 034), so pages never repeat or skip a row.
  return [
    dir === 'asc' ? sql`${column} asc${nulls}` : sql`${column} desc${nulls}`,
    dir === 'asc' ? asc(leads.entryOrder) : desc(leads.entryOrder),
  ];
}

/** The leads list, its export and the audience counts: reads of many leads at once. */
export function createLeadsListRepository(db: Database) {
  return {
    /**
     * A page of the list and its total: one select of the page's leads with the total beside them
     * (the kept count for the whole book, decision 028). exactTotal: count every match of a
     * filtered list (the public API); else up to the page's bound (decision 031).
     */
    async list(
      userId: string,
      q: LeadListQuery & { viewerId?: string },
      { exactTotal = false } = {},
    ): Promise<{ rows: LeadResponse[]; total: number; totalCapped: boolean }> {
      const conditions = leadFilterConditions(userId, q);
      const { total, bound } = listTotal('lead', leads, userId, conditions, exactTotal ? null : listCountBound(q.page, q.limit));
      const page = await db
        .select({ ...leadColumns, total: total.as('total') })
        .from(leads)
        .where(and(...conditions))
        .orderBy(...orderFor(q))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      // A page past the end has no row to carry the total: it is counted on its own.
      const counted = page[0]?.total ?? (q.page > 1 ? await listTotalAlone(db, total) : 0);
      return { rows: page.map(({ total: _total, ...row }) => toLeadResponse(row as LeadRow)), ...cappedTotal(counted, bound) };
    },

    listAll(userId: string, q: LeadFilters, batchSize = 2000): AsyncGenerator<LeadResponse[]> {
      const where = and(...leadFilterConditions(userId, q));
      return inBatches(
        async (limit, offset) =>
          (
            (await db
              .select(leadColumns)
              .from(leads)
              .where(where)
              .orderBy(...orderFor(q))
              .limit(limit)
              .offset(offset)) as LeadRow[]
          ).map(toLeadResponse),
        batchSize,
      );
    },

    /** Group counts for the audience tab, all four dimensions; a lead counts once per tag. */
    async audienceCounts(userId: string): Promise<{ total: number; counts: AudienceCount[] }> {
      const mine = eq(leads.userId, userId);
      const byColumn = (column: PgColumn) =>
        db.select({ value: column, count: count() }).from(leads).where(mine).groupBy(column) as Promise<
          { value: string | null; count: number }[]
        >;
      const tagRows = db.execute<{ value: string | null; count: number | string }>(sql`
        select t.tag as value, count(*)::int as count from ${leads}, unnest(${leads.tags}) as t(tag) where ${mine} group by t.tag
        union all
        select null, count(*)::int from ${leads} where ${mine} and cardinality(${leads.tags}) = 0`);
      const [[total], status, source, location, tags] = await Promise.all([
        db.select({ n: count() }).from(leads).where(mine),
        byColumn(leads.status),
        byColumn(leads.source),
        byColumn(leads.location),
        tagRows,
      ]);
      // node-postgres answers { rows }, PGlite too; keep either shape.
      const tagResult = tags as unknown as { rows?: { value: string | null; count: number | string }[] };
      const tagList = tagResult.rows ?? (tags as unknown as { value: string | null; count: number | string }[]);
      return {
        total: total?.n ?? 0,
        counts: [
          ...status.map((r) => ({ dimension: 'status' as const, ...r })),
          ...source.map((r) => ({ dimension: 'source' as const, ...r })),
          ...location.map((r) => ({ dimension: 'location' as const, ...r })),
          ...tagList.map((r) => ({ dimension: 'tag' as const, value: r.value, count: Number(r.count) })),
        ],
      };
    },
  };
}
