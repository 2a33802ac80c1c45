import { Hono } from 'hono';
import { BulkPreviewRequestSchema, BulkSendRequestSchema } from '@porchlight/domain/messaging/message-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { BulkSendsService } from './bulk-sends.service.ts';

/** A message to a segment of leads: preview, send, and each recipient's status. */
export function bulkSendsRoutes(bulk: BulkSendsService) {
  return new Hono<AppEnv>()
    .post('/messages/bulk/preview', validJson(BulkPreviewRequestSchema), async (c) =>
      c.json(await bulk.bulkPreview(c.var.user.id, c.req.valid('json'))),
    )
    .post('/messages/bulk', validJson(BulkSendRequestSchema), async (c) =>
      c.json(await bulk.bulkSend(c.var.user.id, c.req.valid('json')), 201),
    )
    .get('/messages/bulk/:bulkId', async (c) => c.json(await bulk.bulkStatus(c.var.user.id, c.req.param('bulkId'))));
}
