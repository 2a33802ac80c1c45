import { Hono } from 'hono';
import { AssignRecordsRequestSchema } from '@porchlight/domain/ownership/ownership-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { OwnershipService } from './ownership.service.ts';

/** Who can own the book's records, and "assign to" for leads and properties (one or many). */
export function ownershipRoutes(service: OwnershipService) {
  return new Hono<AppEnv>()
    .get('/team/books', async (c) => c.json(await service.teamBooks(c.var.user.id)))
    .get('/team/book', async (c) => c.json(await service.people(c.var.bookId)))
    .post('/leads/assign', validJson(AssignRecordsRequestSchema), async (c) =>
      c.json(await service.assign('leads', c.var.bookId, c.var.user, c.req.valid('json'))),
    )
    .post('/properties/assign', validJson(AssignRecordsRequestSchema), async (c) =>
      c.json(await service.assign('properties', c.var.bookId, c.var.user, c.req.valid('json'))),
    );
}
