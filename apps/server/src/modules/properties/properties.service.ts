import { csvLine, exportFileName } from '@porchlight/domain/export/csv';
import { PROPERTY_EXPORT_HEADERS, propertyCsvRow } from '@porchlight/domain/export/property-export';
import type { PropertyListQuery, PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { CreatePropertyRequest, PropertyResponse, UpdatePropertyRequest } from '@porchlight/domain/properties/property-schemas';
import type { BookChangeKind } from '@porchlight/domain/realtime/book-change';
import { notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { HistoryQuery, HistoryResponse } from '@porchlight/domain/events/event-types';
import type { PropertiesRepository, PropertyChangeValues, PropertyFilters } from './properties.repository.ts';
import { toColumnValues } from './property-columns.ts';

/** The shared 402 mechanism: maxProperties, maxLeads, propertyAlerts and exportLimit are spent here. */
export type PropertyLimits = Pick<LimitGuard, 'withinLimit'>;

export type PropertiesHooks = {
  /** Called after any change to the agent's properties (open lists on other devices reload). */
  onPropertiesChanged?: (userId: string, change: BookChangeKind, count: number) => Promise<void> | void;
};

export const PROPERTY_NOT_FOUND = 'Property not found';

/** The price and status changes between a stored property and an update. */
export function changesBetween(before: PropertyResponse, after: Partial<PropertyResponse>): PropertyChangeValues[] {
  const changes: PropertyChangeValues[] = [];
  if (after.currentPrice !== undefined && after.currentPrice !== before.currentPrice) {
    changes.push({ changeType: 'price', previousPrice: before.currentPrice, price: after.currentPrice });
  }
  if (after.status !== undefined && (after.status ?? null) !== (before.status ?? null)) {
    changes.push({ changeType: 'status', previousStatus: before.status, status: after.status });
  }
  return changes;
}

export function createPropertiesService(repo: PropertiesRepository, limits: PropertyLimits, hooks: PropertiesHooks = {}) {
  /** Tells the hook when something changed, and answers the result it was given. */
  async function changed<T>(userId: string, change: BookChangeKind, count: number, result: T): Promise<T> {
    if (count > 0) await hooks.onPropertiesChanged?.(userId, change, count);
    return result;
  }

  async function get(userId: string, id: string): Promise<PropertyResponse> {
    const property = await repo.find(userId, id);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return property;
  }

  async function update(userId: string, id: string, request: UpdatePropertyRequest): Promise<PropertyResponse> {
    const before = await get(userId, id);
    const changes = changesBetween(before, request);
    const after = await repo.update(userId, id, toColumnValues(request), changes);
    if (!after) throw notFound(PROPERTY_NOT_FOUND);
    // A watched property's change alerts the agent through its event (property.price_changed, ...).
    return changed(userId, 'updated', 1, after);
  }

  async function create(userId: string, request: CreatePropertyRequest): Promise<PropertyResponse> {
    const write = () => repo.create(userId, toColumnValues(request));
    const property = await limits.withinLimit(userId, request.isWatched ? ['maxProperties', 'propertyAlerts'] : 'maxProperties', write);
    return changed(userId, 'created', 1, property);
  }

  return {
    get,
    update,

    async list(
      userId: string,
      query: PropertyListQuery & { viewerId?: string },
      options?: { exactTotal?: boolean },
    ): Promise<PropertyListResponse> {
      const { rows, total, totalCapped } = await repo.list(userId, query, options);
      return { properties: rows, total, totalCapped, page: query.page, limit: query.limit };
    },

    create,

    async remove(userId: string, id: string): Promise<void> {
      if ((await repo.remove(userId, [id])) === 0) throw notFound(PROPERTY_NOT_FOUND);
      await changed(userId, 'deleted', 1, undefined);
    },

    /**
     * A listing saved from the browser extension: the property with the same MLS number or
     * address takes the listing's fields (what the page did not say stays as it was); otherwise a
     * new property, counted against maxProperties.
     */
    async saveListing(
      userId: string,
      request: CreatePropertyRequest,
    ): Promise<{ outcome: 'created' | 'updated'; property: PropertyResponse }> {
      const id = await repo.findByListingKeys(userId, request);
      if (id) return { outcome: 'updated', property: await update(userId, id, request) };
      return { outcome: 'created', property: await create(userId, request) };
    },

    /** Deletes the caller's properties among ids; ids of others are ignored, not revealed. */
    async bulkRemove(userId: string, ids: string[]): Promise<{ deleted: number }> {
      const deleted = await repo.remove(userId, [...new Set(ids)]);
      return changed(userId, 'deleted', deleted, { deleted });
    },

    /** Sets the watch (or flips it when `watched` is left out); a new watch counts against propertyAlerts. */
    async watch(userId: string, id: string, watched?: boolean): Promise<PropertyResponse> {
      const before = await get(userId, id);
      const next = watched ?? !before.isWatched;
      if (next === before.isWatched) return before;
      const update = () => repo.update(userId, id, { isWatched: next }, []);
      const after = next ? await limits.withinLimit(userId, 'propertyAlerts', update) : await update();
      if (!after) throw notFound(PROPERTY_NOT_FOUND);
      return changed(userId, 'updated', 1, after);
    },

    /** The property's history (404 for another agent's property), newest first. */
    async history(userId: string, id: string, query: HistoryQuery): Promise<HistoryResponse> {
      await get(userId, id);
      return repo.history(userId, id, query);
    },

    /** The filtered list as CSV; counted against exportLimit (402 past it) and recorded in csv_exports. */
    async exportCsv(userId: string, filters: PropertyFilters): Promise<{ fileName: string; csv: string; rowCount: number }> {
      return limits.withinLimit(userId, 'exportLimit', async () => {
        const parts = [csvLine(PROPERTY_EXPORT_HEADERS)];
        let rowCount = 0;
        for await (const batch of repo.listAll(userId, filters)) {
          for (const property of batch) parts.push(csvLine(propertyCsvRow(property)));
          rowCount += batch.length;
        }
        await repo.recordExport(userId, rowCount);
        return { fileName: exportFileName('properties'), csv: parts.join(''), rowCount };
      });
    },
  };
}
export type PropertiesService = ReturnType<typeof createPropertiesService>;
