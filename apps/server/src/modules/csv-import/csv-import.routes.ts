import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ImportRowsRequestSchema, StartImportFileRequestSchema } from '@porchlight/domain/csv-import/import-api-schemas';
import { IMPORT_REQUESTS_PER_MINUTE, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
import { validJson } from '../../lib/validate.ts';
import type { CsvImportService } from './csv-import.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** The import paths, for their larger body limit (app.ts): rows in one request, or a file's parts. */
export const IMPORT_PATH_PATTERN = /^\/api\/(properties|leads)\/imports?(\/|$)/;

const importId = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound('Import not found');
  return id;
};
const partNumber = (c: Context<AppEnv>) => {
  const seq = Number(c.req.param('seq'));
  if (!Number.isInteger(seq) || seq < 0 || seq > 100_000) throw new HttpError(400, 'seq: the part number must be a whole number from 0');
  return seq;
};

/**
 * CSV import for properties and leads: converted rows in one request (small imports, API
 * clients), or a whole file: announce it, send its parts in order, start it; a job reads and
 * writes it, and the import answers how far it is.
 */
export function csvImportRoutes(service: CsvImportService, quotas: Pick<RequestQuotas, 'consume'>) {
  // Requests that start or write imports get a steady pace; a file's parts are bounded by its announced size instead.
  const pace: MiddlewareHandler<AppEnv> = async (c, next) => {
    await quotas.consume(
      `import:${c.var.user.id}`,
      { max: IMPORT_REQUESTS_PER_MINUTE, windowSeconds: 60 },
      `Too many import requests: at most ${IMPORT_REQUESTS_PER_MINUTE} a minute. Wait a moment and try again.`,
    );
    return next();
  };
  // One chain per entity, so each entity's paths are part of the routes' type (the web client's).
  const importRoutesOf = <E extends ImportEntity>(entity: E) =>
    new Hono<AppEnv>()
      .post(`/${entity}/import`, pace, validJson(ImportRowsRequestSchema), async (c) =>
        c.json(await service.importRows(c.var.user.id, entity, c.req.valid('json'))),
      )
      .post(`/${entity}/imports`, pace, validJson(StartImportFileRequestSchema), async (c) =>
        c.json(await service.startFile(c.var.user.id, entity, c.req.valid('json')), 201),
      )
      .get(`/${entity}/imports`, async (c) => c.json({ imports: await service.recent(c.var.user.id, entity) }))
      .get(`/${entity}/import-context`, async (c) => c.json(await service.context(c.var.user.id, entity)))
      .get(`/${entity}/imports/:id`, async (c) => c.json(await service.view(c.var.user.id, entity, importId(c))))
      .put(`/${entity}/imports/:id/parts/:seq`, async (c) => {
        const id = importId(c);
        const seq = partNumber(c);
        return c.json(await service.appendPart(c.var.user.id, entity, id, seq, Buffer.from(await c.req.arrayBuffer())));
      })
      .post(`/${entity}/imports/:id/start`, pace, async (c) => c.json(await service.startRun(c.var.user.id, entity, importId(c)), 202))
      .delete(`/${entity}/imports/:id`, pace, async (c) => c.json(await service.cancel(c.var.user.id, entity, importId(c))));
  const byEntity = { properties: importRoutesOf('properties'), leads: importRoutesOf('leads') } satisfies Record<ImportEntity, unknown>;
  return new Hono<AppEnv>().route('/', byEntity.properties).route('/', byEntity.leads);
}
