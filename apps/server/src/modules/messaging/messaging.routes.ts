import { Hono } from 'hono';
import { z } from 'zod';
import { ConversationListQuerySchema, SendMessageRequestSchema } from '@porchlight/domain/messaging/message-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import type { MessagingService } from './messaging.service.ts';
import { DISMISSIBLE_BANNERS } from '@porchlight/domain/messaging/banners';

const DoneSchema = z.object({ done: z.boolean() });

/** Sends, messages and conversations (spec 001), and the inbox's dismissed banners. */
export function messagingRoutes(service: MessagingService) {
  return new Hono<AppEnv>()
    .post('/messages', validJson(SendMessageRequestSchema), async (c) =>
      c.json(await service.send(c.var.user.id, c.req.valid('json')), 201),
    )
    .get('/messages/:id', async (c) => c.json(await service.message(c.var.user.id, c.req.param('id'))))
    .post('/messages/:id/retry', async (c) => c.json(await service.retry(c.var.user.id, c.req.param('id'))))
    .post('/messages/:id/cancel', async (c) => c.json(await service.cancel(c.var.user.id, c.req.param('id'))))
    .get('/conversations', validQuery(ConversationListQuerySchema), async (c) =>
      c.json(await service.conversations(c.var.user.id, c.req.valid('query'))),
    )
    .get('/conversations/:leadId', async (c) => c.json(await service.thread(c.var.user.id, c.req.param('leadId'))))
    .post('/conversations/:leadId/read', async (c) => c.json(await service.markRead(c.var.user.id, c.req.param('leadId'))))
    .post('/conversations/:leadId/done', validJson(DoneSchema), async (c) =>
      c.json(await service.setDone(c.var.user.id, c.req.param('leadId'), c.req.valid('json').done)),
    )
    .get('/messaging/banners', async (c) => c.json(await service.dismissedBanners(c.var.user.id)))
    .post('/messaging/banners/:banner/dismiss', async (c) => {
      const banner = z.enum(DISMISSIBLE_BANNERS).safeParse(c.req.param('banner'));
      if (!banner.success) return c.json({ error: `banner: must be one of ${DISMISSIBLE_BANNERS.join(', ')}` }, 400);
      return c.json(await service.dismissBanner(c.var.user.id, banner.data));
    });
}
