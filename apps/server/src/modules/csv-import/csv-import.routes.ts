import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CommitImportRequestSchema,
  ImportRowsRequestSchema,
  StageImportRowsRequestSchema,
} from '@porchlight/domain/csv-import/import-api-schemas';
import { IMPORT_ENTITIES, IMPORT_REQUESTS_PER_MINUTE, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
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
export function csvImportRoutes(service: CsvImportService, quotas: Pick<RequestQuotas, 'consume'>) {
  const app = new Hono<AppEnv>();
  // Every import request stores or writes rows: an agent gets a steady pace, not a flood.
  const pace: MiddlewareHandler<AppEnv> = async (c, next) => {
    await quotas.consume(
      `import:${c.var.user.id}`,
      { max: IMPORT_REQUESTS_PER_MINUTE, windowSeconds: 60 },
      `Too many import requests: at most ${IMPORT_REQUESTS_PER_MINUTE} a minute. Wait a moment and try again.`,
    );
    return next();
  };
  for (const entity of IMPORT_ENTITIES satisfies readonly ImportEntity[]) {
    // Paths, not '*': a sub-app's '*' middleware would run for every /api route.
    app.use(`/${entity}/import`, pace).use(`/${entity}/import/*`, pace);
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
