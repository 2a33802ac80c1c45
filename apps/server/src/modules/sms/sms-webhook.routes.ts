import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { SmsInbound } from './sms-inbound.ts';
import { SMS_WEBHOOK_INBOUND_PATH, SMS_WEBHOOK_STATUS_PATH } from './sms.service.ts';

const twiml = (reply?: string) => {
  const escaped = reply?.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
};

/**
 * Twilio's webhooks (public, signed). The signature covers the URL Twilio called, which is
 * APP_URL plus the path (the public address, also behind a proxy), and every posted field: a
 * forged or altered request is a 403. A request for an agent's own Twilio account (its
 * AccountSid) is checked with that agent's auth token. A text reaches only the account that
 * owns the number it was sent to, held by the Twilio account that signed (decision 044); one
 * that reaches no account is kept and answered 200 with an empty reply. A signed request sent
 * again has no second effect (the message SID is unique; delivery reports only move forward).
 */
export function smsWebhookRoutes(service: SmsInbound, appUrl: string) {
  const signedParams = async (c: Context<AppEnv>) => {
    const form = await c.req.parseBody();
    const params = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const query = new URL(c.req.url).search;
    const signer = await service.smsWebhookSigner(`${appUrl}${c.req.path}${query}`, params, c.req.header('x-twilio-signature'));
    if (!signer) throw new HttpError(403, 'Invalid Twilio signature');
    return { params, signer };
  };
  return new Hono<AppEnv>()
    .post(SMS_WEBHOOK_INBOUND_PATH.replace(/^\/api/, ''), async (c) => {
      const { params, signer } = await signedParams(c);
      const reply = await service.receiveSms(params, signer);
      return c.body(twiml(reply), 200, { 'content-type': 'text/xml; charset=utf-8' });
    })
    .post(SMS_WEBHOOK_STATUS_PATH.replace(/^\/api/, ''), async (c) => {
      await service.smsDeliveryReport((await signedParams(c)).params);
      return c.body(null, 204);
    });
}
