import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson } from '../../lib/validate.ts';
import { ConnectEmailAccountRequestSchema, EMAIL_PRESETS } from './email-account.ts';
import type { MailboxesService } from './mailboxes.service.ts';

const EmailSettingsSchema = z.object({ enabled: z.boolean() });

/** E-mail to leads: its status (spec 000 §7), setting, and the agent's own mailbox. */
export function mailboxesRoutes(mailboxes: MailboxesService) {
  return new Hono<AppEnv>()
    .get('/email/status', async (c) => c.json(await mailboxes.emailStatus(c.var.user.id)))
    .put('/email/settings', validJson(EmailSettingsSchema), async (c) =>
      c.json(await mailboxes.setEmailEnabled(c.var.user.id, c.req.valid('json').enabled)),
    )
    .get('/email/presets', (c) => c.json({ presets: EMAIL_PRESETS }))
    .get('/email/account', async (c) => c.json(await mailboxes.emailAccount(c.var.user.id)))
    .post('/email/account', validJson(ConnectEmailAccountRequestSchema), async (c) =>
      c.json(await mailboxes.connectEmailAccount(c.var.user.id, c.req.valid('json'))),
    )
    .delete('/email/account', async (c) => {
      await mailboxes.disconnectEmailAccount(c.var.user.id);
      return c.body(null, 204);
    });
}
