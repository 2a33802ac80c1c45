import { Hono } from 'hono';
import { PropertyExportRequestSchema, PropertyListQuerySchema } from '@porchlight/domain/properties/property-list-query';
import {
  BulkDeleteRequestSchema,
  CreatePropertyRequestSchema,
  UpdatePropertyRequestSchema,
  WatchPropertyRequestSchema,
} from '@porchlight/domain/properties/property-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import { HistoryQuerySchema } from '@porchlight/domain/events/event-types';
import { PROPERTY_NOT_FOUND, type PropertiesService } from './properties.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** A malformed id is a property that does not exist: 404, like another agent's. */
const propertyId = (id: string) => {
  if (!UUID.test(id)) throw notFound(PROPERTY_NOT_FOUND);
  return id;
};

/** /api/properties. POST /api/properties/import belongs to the CSV import module. */
export function propertiesRoutes(service: PropertiesService) {
  return new Hono<AppEnv>()
    .get('/properties', validQuery(PropertyListQuerySchema), async (c) =>
      c.json(await service.list(c.var.bookId, { ...c.req.valid('query'), viewerId: c.var.user.id })),
    )
    .post('/properties', validJson(CreatePropertyRequestSchema), async (c) => {
      const request = c.req.valid('json');
      return c.json(await service.create(c.var.bookId, request), 201);
    })
    .post('/properties/bulk-delete', validJson(BulkDeleteRequestSchema), async (c) => {
      const { ids } = c.req.valid('json');
      return c.json(await service.bulkRemove(c.var.bookId, ids));
    })
    .post('/properties/export', validJson(PropertyExportRequestSchema), async (c) => {
      const filters = c.req.valid('json');
      const { fileName, csv, rowCount } = await service.exportCsv(c.var.bookId, { ...filters, viewerId: c.var.user.id });
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'x-row-count': String(rowCount),
      });
    })
    .get('/properties/:id', async (c) => c.json(await service.get(c.var.bookId, propertyId(c.req.param('id')))))
    .patch('/properties/:id', validJson(UpdatePropertyRequestSchema), async (c) => {
      const id = propertyId(c.req.param('id'));
      const request = c.req.valid('json');
      return c.json(await service.update(c.var.bookId, id, request));
    })
    .delete('/properties/:id', async (c) => {
      await service.remove(c.var.bookId, propertyId(c.req.param('id')));
      return c.body(null, 204);
    })
    .post('/properties/:id/watch', validJson(WatchPropertyRequestSchema), async (c) => {
      const id = propertyId(c.req.param('id'));
      const { watched } = c.req.valid('json');
      return c.json(await service.watch(c.var.bookId, id, watched));
    })
    .get('/properties/:id/history', validQuery(HistoryQuerySchema), async (c) =>
      c.json(await service.history(c.var.bookId, propertyId(c.req.param('id')), c.req.valid('query'))),
    );
}
