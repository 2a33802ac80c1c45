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

const PhoneQuerySchema = z.object({ to: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number like +15125550100') });
type SmsOutbox = {
  listSmsTo(to: string, limit: number): Promise<{ id: string; from: string | null; body: string; status: string; created_at: string }[]>;
};

/**
 * The SMS side of the local outbox: with no Twilio account, texts to leads are kept (the
 * message rows) and read here by phone number. Mounted like the e-mail outbox (DEV_MAILBOX).
 */
export function devSmsOutboxRoutes(outbox: SmsOutbox) {
  return new Hono<AppEnv>().get('/dev/sms-outbox', async (c) => {
    const parsed = PhoneQuerySchema.safeParse({ to: c.req.query('to') });
    if (!parsed.success) throw badRequestFromZod(parsed.error);
    return c.json({ messages: await outbox.listSmsTo(parsed.data.to, DEV_OUTBOX_LIMIT) });
  });
}
