import { Hono, type Context } from 'hono';
import {
  CommitImportRequestSchema,
  ImportRowsRequestSchema,
  StageImportRowsRequestSchema,
} from '@porchlight/domain/csv-import/import-api-schemas';
import { IMPORT_ENTITIES, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { parseJsonBody } from '../../lib/validate.ts';
import type { CsvImportService } from './csv-import.service.ts';

/** The import paths, for their larger body limit (app.ts). */
export const IMPORT_PATH_PATTERN = /^\/api\/(properties|leads)\/import(\/|$)/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const importId = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound('Import not found');
  return id;
};

/**
 * CSV import for properties and leads: one request for a small file; for a large one, start a
 * staged import, send its rows in parts, then commit them in one transaction.
 */
export function csvImportRoutes(service: CsvImportService) {
  const app = new Hono<AppEnv>();
  for (const entity of IMPORT_ENTITIES satisfies readonly ImportEntity[]) {
    app
      .post(`/${entity}/import`, async (c) => c.json(await service.importRows(c.var.user.id, entity, await parseJsonBody(c, ImportRowsRequestSchema))))
      .post(`/${entity}/import/staged`, async (c) => c.json({ import_id: await service.startStaged(c.var.user.id, entity) }, 201))
      .post(`/${entity}/import/staged/:id/rows`, async (c) => {
        const id = importId(c);
        return c.json(await service.stageRows(c.var.user.id, entity, id, await parseJsonBody(c, StageImportRowsRequestSchema)));
      })
      .post(`/${entity}/import/staged/:id/commit`, async (c) => {
        const id = importId(c);
        const { duplicates } = await parseJsonBody(c, CommitImportRequestSchema);
        return c.json(await service.commitStaged(c.var.user.id, entity, id, duplicates));
      })
      .delete(`/${entity}/import/staged/:id`, async (c) => {
        await service.discardStaged(c.var.user.id, entity, importId(c));
        return c.body(null, 204);
      });
  }
  return app;
}
