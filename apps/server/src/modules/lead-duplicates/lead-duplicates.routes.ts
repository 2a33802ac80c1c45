import { Hono } from 'hono';
import {
  DismissDuplicatesRequestSchema,
  MergeCandidatesQuerySchema,
  MergeLeadsRequestSchema,
} from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import { DISMISSAL_NOT_FOUND, LEAD_NOT_FOUND, MERGE_NOT_FOUND, type LeadDuplicatesService } from './lead-duplicates.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** A malformed id is a record that does not exist: 404, like another agent's. */
const uuidOr404 = (id: string, message: string) => {
  if (!UUID.test(id)) throw notFound(message);
  return id.toLowerCase();
};

/** Likely duplicates in the book, merging them, undoing a merge. Mounted before the leads module's /leads/:id. */
export function leadDuplicatesRoutes(service: LeadDuplicatesService) {
  return new Hono<AppEnv>()
    .get('/lead-duplicates', async (c) => c.json(await service.list(c.var.bookId)))
    .post('/lead-duplicates/dismissals', validJson(DismissDuplicatesRequestSchema), async (c) =>
      c.json(await service.dismiss(c.var.bookId, c.var.user.id, c.req.valid('json')), 201),
    )
    .delete('/lead-duplicates/dismissals/:id', async (c) => {
      await service.undismiss(c.var.bookId, uuidOr404(c.req.param('id'), DISMISSAL_NOT_FOUND));
      return c.body(null, 204);
    })
    .get('/leads/:id/duplicates', async (c) => c.json(await service.forLead(c.var.bookId, uuidOr404(c.req.param('id'), LEAD_NOT_FOUND))))
    .get('/leads/merge-candidates', validQuery(MergeCandidatesQuerySchema), async (c) =>
      c.json(await service.candidates(c.var.bookId, c.req.valid('query').ids)),
    )
    .post('/leads/merge', validJson(MergeLeadsRequestSchema), async (c) =>
      c.json(await service.merge(c.var.bookId, c.var.user.id, c.req.valid('json')), 200),
    )
    .post('/lead-merges/:id/undo', async (c) =>
      c.json(await service.undo(c.var.bookId, c.var.user.id, uuidOr404(c.req.param('id'), MERGE_NOT_FOUND))),
    );
}
