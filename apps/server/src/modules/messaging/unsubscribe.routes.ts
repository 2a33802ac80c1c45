import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { UNSUBSCRIBE_PATH, type MessagingService } from './messaging.service.ts';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></body></html>`;

/**
 * The unsubscribe link in e-mails to leads (public, signed per lead): opening it unsubscribes;
 * mail programs' one-click unsubscribe POSTs to the same address (RFC 8058).
 */
export function unsubscribeRoutes(service: MessagingService) {
  const handle = async (leadId: string | undefined, token: string | undefined) =>
    Boolean(leadId && token && (await service.unsubscribe(leadId, token)));
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');
  return new Hono<AppEnv>()
    .get(path, async (c) => {
      const ok = await handle(c.req.query('lead'), c.req.query('token'));
      return ok
        ? c.html(page('You are unsubscribed', 'You will not receive these e-mails any more.'))
        : c.html(
            page(
              'This link does not work',
              'The unsubscribe link is incomplete or was changed. Reply to the e-mail to ask the sender to stop.',
            ),
            404,
          );
    })
    .post(path, async (c) => {
      const ok = await handle(c.req.query('lead'), c.req.query('token'));
      return ok ? c.body(null, 204) : c.json({ error: 'This unsubscribe link does not work' }, 404);
    });
}
