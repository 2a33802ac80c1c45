import { Hono } from 'hono';
import { z } from 'zod';
import { ConnectSmsAccountRequestSchema, SmsSettingsRequestSchema } from '@porchlight/domain/messaging/message-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import type { Texting } from './sms.register.ts';

/** Texting's status (spec 000 §7), settings, the account's number and its own Twilio account. */
export function smsRoutes(sms: Texting) {
  return new Hono<AppEnv>()
    .get('/sms/status', async (c) => c.json(await sms.smsStatus(c.var.user.id)))
    .put('/sms/settings', validJson(SmsSettingsRequestSchema), async (c) =>
      c.json(await sms.saveSmsSettings(c.var.user.id, c.req.valid('json'))),
    )
    .get('/sms/number', async (c) => c.json(await sms.smsNumber(c.var.user.id)))
    .get('/sms/account', async (c) => c.json(await sms.smsAccount(c.var.user.id)))
    .post('/sms/account', validJson(ConnectSmsAccountRequestSchema), async (c) =>
      c.json(await sms.connectSmsAccount(c.var.user.id, c.req.valid('json'))),
    )
    .delete('/sms/account', async (c) => {
      await sms.disconnectSmsAccount(c.var.user.id);
      return c.body(null, 204);
    });
}

const DevInboundSchema = z.object({ from: z.string().min(1), body: z.string().max(1600) });

/** POST /api/dev/sms/inbound {from, body}: a lead's text arrives (development tools only). */
export function devInboundSmsRoutes(sms: Texting) {
  return new Hono<AppEnv>().post('/dev/sms/inbound', validJson(DevInboundSchema), async (c) => {
    const { from, body } = c.req.valid('json');
    return c.json(await sms.simulateInboundSms(c.var.user.id, from, body));
  });
}
