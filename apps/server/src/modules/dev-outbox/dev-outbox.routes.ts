import { Hono } from 'hono';
import { z } from 'zod';
import { EmailSchema } from '@porchlight/domain/auth/auth-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { badRequestFromZod } from '../../lib/http-errors.ts';
import type { EmailOutboxRepository } from '../../providers/email/email-outbox.repository.ts';

export const DEV_OUTBOX_LIMIT = 20;
const QuerySchema = z.object({ to: EmailSchema });

/**
 * A local mailbox for development: with no SMTP server the outbox is where e-mail goes, and
 * someone running Porchlight locally (or the e2e tests) reads it here. Only mounted when the
 * outbox is the delivery and NODE_ENV is not production (see app.ts).
 */
export function devOutboxRoutes(outbox: EmailOutboxRepository) {
  return new Hono<AppEnv>().get('/dev/outbox', async (c) => {
    const parsed = QuerySchema.safeParse({ to: c.req.query('to') });
    if (!parsed.success) throw badRequestFromZod(parsed.error);
    return c.json({ messages: await outbox.listTo(parsed.data.to, DEV_OUTBOX_LIMIT) });
  });
}
