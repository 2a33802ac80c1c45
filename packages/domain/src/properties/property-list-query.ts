import { z } from 'zod';
import { PROPERTY_STATUSES, PROPERTY_STATUS_MESSAGE, toPropertyStatus } from './property-status.ts';
import type { PropertyResponse } from './property-schemas.ts';
import { booleanParam, directionParam, intParam, limitParam, pageParam, searchParam } from './list-query.ts';

export const PROPERTY_SORTS = [
  'createdAt',
  'updatedAt',
  'address',
  'currentPrice',
  'bedrooms',
  'bathrooms',
  'sqft',
  'status',
  'daysOnMarket',
  'agentName',
] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const PROPERTY_LIST_DEFAULTS = { sort: 'createdAt', dir: 'desc', page: 1 } as const;

/** GET /api/properties and the /properties screen's URL: search, filters, sort and page. */
export const PropertyListQuerySchema = z.object({
  search: searchParam(),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (toPropertyStatus(v) ?? v)) : v),
    z.enum(PROPERTY_STATUSES, { error: PROPERTY_STATUS_MESSAGE }).optional(),
  ),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(60).optional()),
  minPrice: intParam('minPrice', { max: 1_000_000_000_000 }),
  maxPrice: intParam('maxPrice', { max: 1_000_000_000_000 }),
  minBeds: intParam('minBeds', { max: 1000 }),
  maxBeds: intParam('maxBeds', { max: 1000 }),
  watched: booleanParam('watched'),
  /** "me": the properties the signed-in agent owns in this book. */
  assigned: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['me'], { error: 'assigned must be me' }).optional()),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PROPERTY_SORTS, { error: `sort must be one of ${PROPERTY_SORTS.join(', ')}` }).default('createdAt'),
  ),
  dir: directionParam(),
  page: pageParam(),
  limit: limitParam(),
});
export type PropertyListQuery = z.infer<typeof PropertyListQuerySchema>;

/** Text sorts read best A→Z, numbers and dates newest/largest first. */
export const defaultDirection = (sort: PropertySort): 'asc' | 'desc' =>
  sort === 'address' || sort === 'agentName' || sort === 'status' ? 'asc' : 'desc';

/** A row of the Properties table: the property and its cover photo's thumbnail, when it has photos. */
export type PropertyListItem = PropertyResponse & { coverPhotoUrl?: string | null };
/** totalCapped: a filtered list counted up to its bound (list-total.ts) and found more; total is then the bound. */
export type PropertyListResponse = { properties: PropertyListItem[]; total: number; totalCapped: boolean; page: number; limit: number };

/** The filters without paging: what an export of "the current filtered list" takes. */
export const PropertyExportRequestSchema = PropertyListQuerySchema.omit({ page: true, limit: true }).strict();
export type PropertyExportRequest = z.infer<typeof PropertyExportRequestSchema>;
