import { Hono } from 'hono';
import { LeadExportRequestSchema, LeadListQuerySchema } from '@porchlight/domain/leads/lead-list-query';
import {
  AddLeadNoteRequestSchema,
  BulkAddLeadTagRequestSchema,
  BulkDeleteLeadsRequestSchema,
  BulkSetLeadStatusRequestSchema,
  CreateLeadRequestSchema,
  LogLeadCallRequestSchema,
  UpdateLeadRequestSchema,
} from '@porchlight/domain/leads/lead-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import { HistoryQuerySchema } from '@porchlight/domain/events/event-types';
import { LEAD_NOT_FOUND, type LeadsService } from './leads.service.ts';
import { UUID } from '../../lib/record-id.ts';

const leadId = (id: string) => {
  if (!UUID.test(id)) throw notFound(LEAD_NOT_FOUND);
  return id;
};

/** /api/leads. POST /api/leads/import belongs to the CSV import module. */
export function leadsRoutes(service: LeadsService) {
  return new Hono<AppEnv>()
    .get('/leads', validQuery(LeadListQuerySchema), async (c) =>
      c.json(await service.list(c.var.bookId, { ...c.req.valid('query'), viewerId: c.var.user.id })),
    )
    .post('/leads', validJson(CreateLeadRequestSchema), async (c) => c.json(await service.create(c.var.bookId, c.req.valid('json')), 201))
    .get('/leads/audience', async (c) => c.json(await service.audience(c.var.bookId)))
    .get('/leads/speed-to-lead', async (c) => c.json(await service.speedToLead(c.var.bookId)))
    .post('/leads/bulk-delete', validJson(BulkDeleteLeadsRequestSchema), async (c) => {
      const { ids } = c.req.valid('json');
      return c.json(await service.bulkRemove(c.var.bookId, ids));
    })
    .post('/leads/bulk-status', validJson(BulkSetLeadStatusRequestSchema), async (c) => {
      const { ids, status } = c.req.valid('json');
      return c.json(await service.bulkSetStatus(c.var.bookId, ids, status));
    })
    .post('/leads/bulk-tag', validJson(BulkAddLeadTagRequestSchema), async (c) => {
      const { ids, tag } = c.req.valid('json');
      return c.json(await service.bulkAddTag(c.var.bookId, ids, tag));
    })
    .post('/leads/export', validJson(LeadExportRequestSchema), async (c) => {
      const filters = c.req.valid('json');
      const { fileName, csv, rowCount } = await service.exportCsv(c.var.bookId, { ...filters, viewerId: c.var.user.id });
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'x-row-count': String(rowCount),
      });
    })
    .get('/leads/:id', async (c) => c.json(await service.get(c.var.bookId, leadId(c.req.param('id')))))
    .patch('/leads/:id', validJson(UpdateLeadRequestSchema), async (c) => {
      const id = leadId(c.req.param('id'));
      return c.json(await service.update(c.var.bookId, id, c.req.valid('json')));
    })
    .delete('/leads/:id', async (c) => {
      await service.remove(c.var.bookId, leadId(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/leads/:id/history', validQuery(HistoryQuerySchema), async (c) =>
      c.json(await service.history(c.var.bookId, leadId(c.req.param('id')), c.req.valid('query'))),
    )
    .get('/leads/:id/activity', async (c) => c.json({ activity: await service.activity(c.var.bookId, leadId(c.req.param('id'))) }))
    .post('/leads/:id/calls', validJson(LogLeadCallRequestSchema), async (c) => {
      const id = leadId(c.req.param('id'));
      return c.json(await service.logCall(c.var.bookId, id, c.req.valid('json')), 201);
    })
    .post('/leads/:id/notes', validJson(AddLeadNoteRequestSchema), async (c) => {
      const id = leadId(c.req.param('id'));
      const { body } = c.req.valid('json');
      return c.json(await service.addNote(c.var.bookId, id, body), 201);
    });
}
