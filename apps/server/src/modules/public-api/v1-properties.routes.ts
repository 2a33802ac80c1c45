import type { PropertyListQuery, PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { CreatePropertyRequest, PropertyResponse, UpdatePropertyRequest } from '@porchlight/domain/properties/property-schemas';
import {
  V1BulkPropertiesRequestSchema,
  V1BulkPropertiesResponseSchema,
  V1CreatePropertyRequestSchema,
  V1PropertyListQuerySchema,
  V1PropertyPageSchema,
  V1PropertySchema,
  V1UpdatePropertyRequestSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { notFound } from '../../lib/http-errors.ts';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { bulkCreate, type Room } from './v1-bulk.ts';
import { decodeCursor, nextCursor } from './v1-cursor.ts';
import { v1Property } from './v1-records.ts';
import type { V1Route } from './v1-route.ts';
import { UUID } from '../../lib/record-id.ts';

/** The properties module's use-cases, handed in by app composition. */
export type V1Properties = {
  /** The API counts every match (its clients page by the total), not up to the screen's bound. */
  list(userId: string, query: PropertyListQuery, options: { exactTotal: true }): Promise<PropertyListResponse>;
  get(userId: string, id: string): Promise<PropertyResponse>;
  create(userId: string, request: CreatePropertyRequest): Promise<PropertyResponse>;
  update(userId: string, id: string, request: UpdatePropertyRequest): Promise<PropertyResponse>;
  remove(userId: string, id: string): Promise<void>;
};

export const PROPERTY_NOT_FOUND = 'Property not found';
const propertyId = (id: string) => {
  if (!UUID.test(id)) throw notFound(PROPERTY_NOT_FOUND);
  return id;
};
const notFoundResponse = { description: 'No such property in this account.' };

export function v1PropertyRoutes(properties: V1Properties, room: Room): V1Route[] {
  return [
    {
      method: 'get',
      path: '/properties',
      tag: 'Properties',
      summary: 'List properties',
      description: 'Newest first by default; filter as the Properties screen does. Pass next_cursor back as cursor for the next page.',
      scope: 'read',
      query: V1PropertyListQuerySchema,
      responses: { 200: { description: 'A page of properties.', schema: V1PropertyPageSchema } },
      handle: async (c) => {
        const { cursor, ...filters } = parseQuery(c, V1PropertyListQuerySchema);
        const page = decodeCursor(cursor);
        const { properties: data, total, limit } = await properties.list(c.var.caller.userId, { ...filters, page }, { exactTotal: true });
        // Only the documented fields: the list's cover URL needs a signed-in session, so API callers get the property alone.
        return c.json({ data: data.map(v1Property), next_cursor: nextCursor(page, limit, total), total });
      },
    },
    {
      method: 'post',
      path: '/properties',
      tag: 'Properties',
      summary: 'Create a property',
      description: "402 past the plan's property limit (and its property alerts when isWatched).",
      scope: 'write',
      body: V1CreatePropertyRequestSchema,
      example: { address: '12 Elm Street', city: 'Springfield', currentPrice: 425000, bedrooms: 3 },
      responses: { 201: { description: 'The property.', schema: V1PropertySchema } },
      handle: async (c) =>
        c.json(v1Property(await properties.create(c.var.caller.userId, await parseJsonBody(c, V1CreatePropertyRequestSchema))), 201),
    },
    {
      method: 'post',
      path: '/properties/bulk',
      tag: 'Properties',
      summary: 'Create up to 1,000 properties',
      description:
        "All records are validated first (400 names the field, e.g. properties.3.currentPrice). 402 when they do not all fit under the plan's property limit.",
      scope: 'write',
      body: V1BulkPropertiesRequestSchema,
      example: {
        properties: [
          { address: '12 Elm Street', currentPrice: 425000 },
          { address: '4 Oak Lane', currentPrice: 610000 },
        ],
      },
      responses: { 201: { description: 'The properties made, and any record that failed.', schema: V1BulkPropertiesResponseSchema } },
      handle: async (c) => {
        const { userId } = c.var.caller;
        const { properties: items } = await parseJsonBody(c, V1BulkPropertiesRequestSchema);
        return c.json(
          await bulkCreate(userId, items, 'maxProperties', room, async (item) => v1Property(await properties.create(userId, item))),
          201,
        );
      },
    },
    {
      method: 'get',
      path: '/properties/:id',
      tag: 'Properties',
      summary: 'Get a property',
      description: 'One property of the account with every field (null when not set).',
      scope: 'read',
      responses: { 200: { description: 'The property.', schema: V1PropertySchema }, 404: notFoundResponse },
      handle: async (c) => c.json(v1Property(await properties.get(c.var.caller.userId, propertyId(c.req.param('id') ?? '')))),
    },
    {
      method: 'patch',
      path: '/properties/:id',
      tag: 'Properties',
      summary: 'Update a property',
      description: 'Fields left out stay as they are; null or "" clears one (not address or currentPrice).',
      scope: 'write',
      body: V1UpdatePropertyRequestSchema,
      example: { currentPrice: 415000, status: 'Pending' },
      responses: { 200: { description: 'The property after the change.', schema: V1PropertySchema }, 404: notFoundResponse },
      handle: async (c) => {
        const id = propertyId(c.req.param('id') ?? '');
        return c.json(v1Property(await properties.update(c.var.caller.userId, id, await parseJsonBody(c, V1UpdatePropertyRequestSchema))));
      },
    },
    {
      method: 'delete',
      path: '/properties/:id',
      tag: 'Properties',
      summary: 'Delete a property',
      description: 'Deletes the property; it cannot be undone.',
      scope: 'write',
      responses: { 204: { description: 'Deleted.' }, 404: notFoundResponse },
      handle: async (c) => {
        await properties.remove(c.var.caller.userId, propertyId(c.req.param('id') ?? ''));
        return c.body(null, 204);
      },
    },
  ];
}
