import { Hono } from 'hono';
import { z } from 'zod';
import { BulkPreviewRequestSchema, BulkSendRequestSchema, ConnectSmsAccountRequestSchema, ConversationListQuerySchema, SendMessageRequestSchema, SmsSettingsRequestSchema, TemplateRequestSchema } from '@porchlight/domain/messaging/message-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { ConnectEmailAccountRequestSchema, EMAIL_PRESETS } from './email-account.ts';
import type { MessagingService } from './messaging.service.ts';

const BANNERS = ['setup', 'sms-disabled'] as const;
const DoneSchema = z.object({ done: z.boolean() });
const EmailSettingsSchema = z.object({ enabled: z.boolean() });

/** Statuses (spec 000 §7, spec 001 §7), sends, conversations, templates and channel settings. */
export function messagingRoutes(service: MessagingService) {
  return new Hono<AppEnv>()
    .get('/sms/status', async (c) => c.json(await service.smsStatus(c.var.user.id)))
    .put('/sms/settings', async (c) => c.json(await service.saveSmsSettings(c.var.user.id, await parseJsonBody(c, SmsSettingsRequestSchema))))
    .get('/sms/number', async (c) => c.json(await service.smsNumber(c.var.user.id)))
    .get('/sms/account', async (c) => c.json(await service.smsAccount(c.var.user.id)))
    .post('/sms/account', async (c) => c.json(await service.connectSmsAccount(c.var.user.id, await parseJsonBody(c, ConnectSmsAccountRequestSchema))))
    .delete('/sms/account', async (c) => {
      await service.disconnectSmsAccount(c.var.user.id);
      return c.body(null, 204);
    })
    .get('/email/status', async (c) => c.json(await service.emailStatus(c.var.user.id)))
    .put('/email/settings', async (c) => c.json(await service.setEmailEnabled(c.var.user.id, (await parseJsonBody(c, EmailSettingsSchema)).enabled)))
    .get('/email/presets', (c) => c.json({ presets: EMAIL_PRESETS }))
    .get('/email/account', async (c) => c.json(await service.emailAccount(c.var.user.id)))
    .post('/email/account', async (c) => c.json(await service.connectEmailAccount(c.var.user.id, await parseJsonBody(c, ConnectEmailAccountRequestSchema))))
    .delete('/email/account', async (c) => {
      await service.disconnectEmailAccount(c.var.user.id);
      return c.body(null, 204);
    })
    .post('/messages', async (c) => c.json(await service.send(c.var.user.id, await parseJsonBody(c, SendMessageRequestSchema)), 201))
    .post('/messages/bulk/preview', async (c) => {
      return c.json(await service.bulkPreview(c.var.user.id, await parseJsonBody(c, BulkPreviewRequestSchema)));
    })
    .post('/messages/bulk', async (c) => c.json(await service.bulkSend(c.var.user.id, await parseJsonBody(c, BulkSendRequestSchema)), 201))
    .get('/messages/bulk/:bulkId', async (c) => c.json(await service.bulkStatus(c.var.user.id, c.req.param('bulkId'))))
    .get('/messages/:id', async (c) => c.json(await service.message(c.var.user.id, c.req.param('id'))))
    .post('/messages/:id/retry', async (c) => c.json(await service.retry(c.var.user.id, c.req.param('id'))))
    .post('/messages/:id/cancel', async (c) => c.json(await service.cancel(c.var.user.id, c.req.param('id'))))
    .get('/conversations', async (c) => c.json(await service.conversations(c.var.user.id, parseQuery(c, ConversationListQuerySchema))))
    .get('/conversations/:leadId', async (c) => c.json(await service.thread(c.var.user.id, c.req.param('leadId'))))
    .post('/conversations/:leadId/read', async (c) => c.json(await service.markRead(c.var.user.id, c.req.param('leadId'))))
    .post('/conversations/:leadId/done', async (c) => c.json(await service.setDone(c.var.user.id, c.req.param('leadId'), (await parseJsonBody(c, DoneSchema)).done)))
    .get('/message-templates', async (c) => c.json({ templates: await service.templates.list(c.var.user.id) }))
    .post('/message-templates', async (c) => c.json(await service.templates.create(c.var.user.id, await parseJsonBody(c, TemplateRequestSchema)), 201))
    .post('/message-templates/starters', async (c) => c.json({ templates: await service.templates.addStarters(c.var.user.id) }))
    .put('/message-templates/:id', async (c) => c.json(await service.templates.update(c.var.user.id, c.req.param('id'), await parseJsonBody(c, TemplateRequestSchema))))
    .delete('/message-templates/:id', async (c) => {
      await service.templates.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/messaging/banners', async (c) => c.json(await service.dismissedBanners(c.var.user.id)))
    .post('/messaging/banners/:banner/dismiss', async (c) => {
      const banner = z.enum(BANNERS).safeParse(c.req.param('banner'));
      if (!banner.success) return c.json({ error: `banner: must be one of ${BANNERS.join(', ')}` }, 400);
      return c.json(await service.dismissBanner(c.var.user.id, banner.data));
    });
}

const DevInboundSchema = z.object({ from: z.string().min(1), body: z.string().max(1600) });

/** POST /api/dev/sms/inbound {from, body}: a lead's text arrives (development tools only). */
export function devInboundSmsRoutes(service: MessagingService) {
  return new Hono<AppEnv>().post('/dev/sms/inbound', async (c) => {
    const { from, body } = await parseJsonBody(c, DevInboundSchema);
    return c.json(await service.simulateInboundSms(c.var.user.id, from, body));
  });
}
