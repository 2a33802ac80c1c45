import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { propertyKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { Database } from '../../db/client.ts';
import { csvExports, properties } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import type { HistoryQuery, NewDomainEvent } from '@porchlight/domain/events/event-types';
import { createPropertiesListRepository } from './properties-list.repository.ts';
import { propertyColumns, toPropertyResponse, type PropertyRow } from './property-columns.ts';

export type { PropertyFilters } from './properties-list.repository.ts';

/**
 * The fields an import may have decoded from a code (source-codes.ts): an edit that changes one
 * drops its code, which no longer says what the value is ("Status A → Active", then marked Sold).
 */
const CODED_COLUMNS = {
  propertyType: 'property_type',
  status: 'status',
  listingStatus: 'listing_status',
  hasPool: 'has_pool',
  hasFireplace: 'has_fireplace',
  hasAc: 'has_ac',
  waterfront: 'waterfront',
  basementFinished: 'basement_finished',
  seniorCommunity: 'senior_community',
} as const;

function withoutChangedCodes(values: Record<string, unknown>) {
  const changed = (Object.keys(CODED_COLUMNS) as (keyof typeof CODED_COLUMNS)[]).filter((key) => key in values);
  if (changed.length === 0) return {};
  const dropped = changed.map(
    (key) => sql`CASE WHEN ${properties[key]} IS DISTINCT FROM ${values[key]} THEN ${CODED_COLUMNS[key]}::text END`,
  );
  return { sourceCodes: sql`${properties.sourceCodes} - array_remove(ARRAY[${sql.join(dropped, sql`, `)}], NULL)` };
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
    ...createPropertiesListRepository(db),

    async find(userId: string, id: string): Promise<PropertyResponse | undefined> {
      const [row] = await db
        .select(propertyColumns)
        .from(properties)
        .where(and(eq(properties.userId, userId), eq(properties.id, id)));
      return row ? toPropertyResponse(row as PropertyRow) : undefined;
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
          .returning(propertyColumns);
        const created = toPropertyResponse(row as PropertyRow);
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
          .set({ ...values, ...withoutChangedCodes(values), updatedAt: sql`now()` })
          .where(and(eq(properties.userId, userId), eq(properties.id, id)))
          .returning(propertyColumns);
        if (!row) return undefined;
        const updated = toPropertyResponse(row as PropertyRow);
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
