import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fromHundredths, toHundredths } from '@porchlight/domain/properties/format-price';
import { PROPERTY_FIELDS } from '@porchlight/domain/properties/property-fields';
import type { PropertyFields, PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import type { PropertyListItem, PropertyListQuery, PropertySort } from '@porchlight/domain/properties/property-list-query';
import { defaultDirection } from '@porchlight/domain/properties/property-list-query';
import { storedStatusSpellings } from '@porchlight/domain/properties/property-status';
import { propertyKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import { inBatches } from '../../db/batches.ts';
import { listTotal, listTotalAlone } from '../../db/record-counts.ts';
import { cappedTotal, listCountBound } from '@porchlight/domain/properties/list-total';
import { listSearchMatch } from '../../db/schema/search-documents.ts';
import type { Database } from '../../db/client.ts';
import { csvExports, properties, propertyPhotos, users } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/schema/owned-by.ts';
import { propertyPhotoUrl } from '@porchlight/domain/properties/property-photos';
import type { EventLog } from '../../events/event-log.ts';
import type { HistoryQuery, NewDomainEvent } from '@porchlight/domain/events/event-types';

const CENTS_KEYS = PROPERTY_FIELDS.filter((f) => f.kind === 'cents').map((f) => f.key);

/** Exactly the columns the API shows: the domain's field list plus identity and timestamps (never user_id). */
const columns = {
  id: properties.id,
  ...(Object.fromEntries(PROPERTY_FIELDS.map((f) => [f.key, properties[f.key]])) as unknown as Record<keyof PropertyFields, PgColumn>),
  isWatched: properties.isWatched,
  assignedUserId: properties.assignedUserId,
  assignedName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${properties.assignedUserId})`.as(
    'assigned_name',
  ),
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

type Row = Record<string, unknown> & { id: string; isWatched: boolean; createdAt: Date; updatedAt: Date };

// The cover is the gallery's first photo; the (property_id, position) index finds it per row.
// Spelled out: inside a select list Drizzle would print the outer id unqualified.
const coverPhotoId = sql<
  string | null
>`(select cover.id from ${propertyPhotos} cover where cover.property_id = ${sql.raw('"properties"."id"')} order by cover.position, cover.created_at limit 1)`;

/** A listed property as the API sends it: its columns, and its cover's address. */
type ListedRow = Row & { coverPhotoId: string | null };
const toListed = ({ coverPhotoId: photoId, ...row }: ListedRow): PropertyListItem => ({
  ...toResponse(row),
  coverPhotoUrl: photoId ? propertyPhotoUrl(row.id, photoId) : null,
});

function toResponse(row: Row): PropertyResponse {
  const out: Record<string, unknown> = { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
  for (const key of CENTS_KEYS) out[key] = fromHundredths(row[key] as number | null);
  return out as PropertyResponse;
}

/** API values (dollars and cents) as column values (hundredths where the table keeps them). */
export function toColumnValues(values: Partial<Record<keyof PropertyFields, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = (CENTS_KEYS as string[]).includes(key) ? toHundredths(value as number | null) : value;
  }
  return out;
}

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

export type PropertyChangeValues = {
  changeType: 'price' | 'status';
  previousPrice?: number | null;
  price?: number | null;
  previousStatus?: string | null;
  status?: string | null;
};

/** A property's price and status changes as domain events (its history reads them). */
function changeEvents(
  userId: string,
  property: { id: string; address: string; isWatched: boolean },
  changes: PropertyChangeValues[],
): NewDomainEvent[] {
  const base = { accountId: userId, actorId: userId, subjectType: 'property' as const, subjectId: property.id };
  return changes.map((c) =>
    c.changeType === 'price'
      ? {
          ...base,
          type: 'property.price_changed',
          payload: { address: property.address, from: c.previousPrice ?? null, to: c.price ?? null, watched: property.isWatched },
        }
      : {
          ...base,
          type: 'property.status_changed',
          payload: { address: property.address, from: c.previousStatus ?? null, to: c.status ?? null, watched: property.isWatched },
        },
  );
}

/** The fields the duplicate keys are made of, and the keys of a property (camelCase values). */
const KEY_SOURCES = ['address', 'city', 'state', 'mlsNumber'];
function keysOf(values: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const keys = propertyKeyColumns({
    address: text(values.address),
    city: text(values.city),
    state: text(values.state),
    mls_number: text(values.mlsNumber),
  });
  return { mlsKey: keys.mls_key, addressKey: keys.address_key };
}

export function createPropertiesRepository(db: Database, events: Pick<EventLog, 'record' | 'history'>) {
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
        .select({ ...columns, coverPhotoId, total: total.as('total') })
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
              .select(columns)
              .from(properties)
              .where(where)
              .orderBy(...orderFor(q))
              .limit(limit)
              .offset(offset)) as Row[]
          ).map(toResponse),
        batchSize,
      );
    },

    async find(userId: string, id: string): Promise<PropertyResponse | undefined> {
      const [row] = await db
        .select(columns)
        .from(properties)
        .where(and(eq(properties.userId, userId), eq(properties.id, id)));
      return row ? toResponse(row as Row) : undefined;
    },

    /**
     * The property a saved listing is: the one with its MLS number, else the one at its address
     * (the keys the import's duplicate check uses, on their index). The oldest when several match.
     */
    async findByListingKeys(
      userId: string,
      values: { address?: string | null; city?: string | null; state?: string | null; mlsNumber?: string | null },
    ): Promise<string | undefined> {
      const { mlsKey, addressKey } = keysOf(values);
      for (const [column, key] of [
        [properties.mlsKey, mlsKey],
        [properties.addressKey, addressKey],
      ] as const) {
        if (!key) continue;
        const [row] = await db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.userId, userId), eq(column, key)))
          .orderBy(asc(properties.createdAt))
          .limit(1);
        if (row) return row.id;
      }
      return undefined;
    },

    /** The property's history from the event log, newest first, a page at a time. */
    history: (userId: string, propertyId: string, query: HistoryQuery) => events.history(userId, 'property', propertyId, query),

    /** Inserts the property and its property.created event together. */
    async create(userId: string, values: Record<string, unknown>): Promise<PropertyResponse> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({ ...(values as typeof properties.$inferInsert), ...keysOf(values), userId })
          .returning(columns);
        const created = toResponse(row as Row);
        await events.record(tx, {
          type: 'property.created',
          accountId: userId,
          actorId: userId,
          subjectType: 'property',
          subjectId: created.id,
          payload: { address: created.address, price: created.currentPrice ?? null, status: created.status ?? null },
        });
        return created;
      });
    },

    /** Updates the property and records its price and status changes as events, in one transaction. */
    async update(
      userId: string,
      id: string,
      values: Record<string, unknown>,
      changes: PropertyChangeValues[],
    ): Promise<PropertyResponse | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(properties)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(properties.userId, userId), eq(properties.id, id)))
          .returning(columns);
        if (!row) return undefined;
        const updated = toResponse(row as Row);
        if (KEY_SOURCES.some((key) => key in values)) await tx.update(properties).set(keysOf(updated)).where(eq(properties.id, id));
        await events.record(tx, changeEvents(userId, updated, changes));
        return updated;
      });
    },

    async remove(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(properties)
          .where(and(eq(properties.userId, userId), inArray(properties.id, ids)))
          .returning({ id: properties.id, address: properties.address });
        await events.record(
          tx,
          deleted.map((p) => ({
            type: 'property.deleted',
            accountId: userId,
            actorId: userId,
            subjectType: 'property',
            subjectId: p.id,
            payload: { address: p.address },
          })),
        );
        return deleted.length;
      });
    },

    /** One csv_exports row per export: the plan's exportLimit counts them per month. */
    async recordExport(userId: string, rowCount: number) {
      await db.insert(csvExports).values({ userId, entity: 'properties', rowCount });
    },
  };
}
export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
