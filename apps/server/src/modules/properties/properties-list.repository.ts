import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import type { PropertyListItem, PropertyListQuery, PropertySort } from '@porchlight/domain/properties/property-list-query';
import { defaultDirection } from '@porchlight/domain/properties/property-list-query';
import { storedStatusSpellings } from '@porchlight/domain/properties/property-status';
import { cappedTotal, listCountBound } from '@porchlight/domain/properties/list-total';
import { propertyPhotoUrl } from '@porchlight/domain/properties/property-photos';
import { inBatches } from '../../db/batches.ts';
import { listTotal, listTotalAlone } from '../../db/record-counts.ts';
import { listSearchMatch } from '../../db/schema/search-documents.ts';
import type { Database } from '../../db/client.ts';
import { properties, propertyPhotos } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/schema/owned-by.ts';
import { propertyColumns, toPropertyResponse, type PropertyRow } from './property-columns.ts';

// The cover is the gallery's first photo; the (property_id, position) index finds it per row.
// Spelled out: inside a select list Drizzle would print the outer id unqualified.
const coverPhotoId = sql<
  string | null
>`(select cover.id from ${propertyPhotos} cover where cover.property_id = ${sql.raw('"properties"."id"')} order by cover.position, cover.created_at limit 1)`;

/** A listed property as the API sends it: its columns, and its cover's address. */
type ListedRow = PropertyRow & { coverPhotoId: string | null };
const toListed = ({ coverPhotoId: photoId, ...row }: ListedRow): PropertyListItem => ({
  ...toPropertyResponse(row),
  coverPhotoUrl: photoId ? propertyPhotoUrl(row.id, photoId) : null,
});

/** Days on market in SQL, the same rule as the domain's daysOnMarket(). */
const daysOnMarketSql = sql`(case when ${properties.listingDate} is null then ${properties.daysOnMarket} else greatest(0, (now() at time zone 'utc')::date - ${properties.listingDate}) end)`;

const SORT_COLUMNS: Record<PropertySort, SQL | PgColumn> = {
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  address: properties.address,
  currentPrice: properties.currentPrice,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  sqft: properties.sqft,
  status: properties.status,
  daysOnMarket: daysOnMarketSql,
  agentName: properties.agentName,
};

/** viewerId: who "mine" (assigned=me) means; the book's owner when absent. */
export type PropertyFilters = Omit<PropertyListQuery, 'page' | 'limit'> & { viewerId?: string };

/** The list's conditions, the account's own first (listTotal reads an unfiltered list from the kept count). */
function conditionsFor(userId: string, q: PropertyFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(properties.userId, userId)];
  // The search box matches as global search does, on the same trigram index (decision 020).
  if (q.search) conditions.push(listSearchMatch(properties.searchText, q.search));
  if (q.status) conditions.push(inArray(properties.status, storedStatusSpellings(q.status)));
  if (q.type) conditions.push(sql`lower(${properties.propertyType}) = ${q.type.toLowerCase()}`);
  if (q.minPrice !== undefined) conditions.push(gte(properties.currentPrice, q.minPrice));
  if (q.maxPrice !== undefined) conditions.push(lte(properties.currentPrice, q.maxPrice));
  if (q.minBeds !== undefined) conditions.push(gte(properties.bedrooms, q.minBeds));
  if (q.maxBeds !== undefined) conditions.push(lte(properties.bedrooms, q.maxBeds));
  if (q.watched !== undefined) conditions.push(eq(properties.isWatched, q.watched));
  if (q.assigned === 'me') conditions.push(ownedBy(properties, userId, q.viewerId ?? userId));
  return conditions.filter((c) => c !== undefined);
}

const whereFor = (userId: string, q: PropertyFilters): SQL => and(...conditionsFor(userId, q))!;

/** Columns that are never null sort without NULLS LAST, so an index can give the order. */
const NOT_NULL_SORTS = new Set<PropertySort>(['createdAt', 'updatedAt', 'address']);

function orderFor(q: PropertyFilters): SQL[] {
  const dir = q.dir ?? defaultDirection(q.sort);
  const column = SORT_COLUMNS[q.sort];
  const nulls = NOT_NULL_SORTS.has(q.sort) ? sql`` : sql` nulls last`;
  const primary = dir === 'asc' ? sql`${column} asc${nulls}` : sql`${column} desc${nulls}`;
  // Ties go in the order the rows were added (decision 034), so pages never repeat or skip a row.
  return [primary, dir === 'asc' ? asc(properties.entryOrder) : desc(properties.entryOrder)];
}

/** The properties list and its export: reads of many properties at once. */
export function createPropertiesListRepository(db: Database) {
  return {
    /**
     * A page of the list and its total: one select of the page's properties, their covers and the
     * total beside them (the kept count for the whole book, decision 028). exactTotal: count every
     * match of a filtered list (the public API); else up to the page's bound (decision 031).
     */
    async list(
      userId: string,
      q: PropertyListQuery & { viewerId?: string },
      { exactTotal = false } = {},
    ): Promise<{ rows: PropertyListItem[]; total: number; totalCapped: boolean }> {
      const conditions = conditionsFor(userId, q);
      const { total, bound } = listTotal('property', properties, userId, conditions, exactTotal ? null : listCountBound(q.page, q.limit));
      const page = await db
        .select({ ...propertyColumns, coverPhotoId, total: total.as('total') })
        .from(properties)
        .where(and(...conditions))
        .orderBy(...orderFor(q))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      // A page past the end has no row to carry the total: it is counted on its own.
      const counted = page[0]?.total ?? (q.page > 1 ? await listTotalAlone(db, total) : 0);
      return { rows: page.map(({ total: _total, ...row }) => toListed(row as ListedRow)), ...cappedTotal(counted, bound) };
    },

    /** Every matching property, in list order, a batch at a time (exports). */
    listAll(userId: string, q: PropertyFilters, batchSize = 2000): AsyncGenerator<PropertyResponse[]> {
      const where = whereFor(userId, q);
      return inBatches(
        async (limit, offset) =>
          (
            (await db
              .select(propertyColumns)
              .from(properties)
              .where(where)
              .orderBy(...orderFor(q))
              .limit(limit)
              .offset(offset)) as PropertyRow[]
          ).map(toPropertyResponse),
        batchSize,
      );
    },
  };
}
