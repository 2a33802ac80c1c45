import { Hono, type Context } from 'hono';
import { CALL_WEBHOOK_PATHS } from '@porchlight/domain/calls/call-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { CallsService } from './calls.service.ts';

const xml = (c: Context<AppEnv>, twiml: string) => c.body(twiml, 200, { 'content-type': 'text/xml; charset=utf-8' });
const route = (path: string) => path.replace(/^\/api/, '');

/**
 * Twilio's voice webhooks (public, signed like texting's: the URL Twilio called, APP_URL plus
 * path and query, and every posted field; a forged or altered request is a 403). A call's
 * reports name it in their query (`?call=`), and must be signed by the Twilio account it is on.
 */
export function callsWebhookRoutes(service: CallsService, appUrl: string) {
  const signed = async (c: Context<AppEnv>) => {
    const form = await c.req.parseBody();
    const params = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const query = new URL(c.req.url).search;
    const signer = await service.signerOf(`${appUrl}${c.req.path}${query}`, params, c.req.header('x-twilio-signature'));
    if (!signer) throw new HttpError(403, 'Invalid Twilio signature');
    return { params, signer, call: c.req.query('call') };
  };
  return new Hono<AppEnv>()
    .post(route(CALL_WEBHOOK_PATHS.voice), async (c) => {
      const { params, signer } = await signed(c);
      return xml(c, await service.inbound(params, signer));
    })
    .post(route(CALL_WEBHOOK_PATHS.status), async (c) => {
      const { params, signer, call } = await signed(c);
      await service.status(call, params, signer);
      return c.body(null, 204);
    })
    .post(route(CALL_WEBHOOK_PATHS.dial), async (c) => {
      const { params, signer, call } = await signed(c);
      return xml(c, await service.dialed(call, params, signer));
    })
    .post(route(CALL_WEBHOOK_PATHS.voicemail), async (c) => {
      const { params, signer, call } = await signed(c);
      return xml(c, await service.voicemail(call, params, signer));
    })
    .post(route(CALL_WEBHOOK_PATHS.whisper), async (c) => {
      const { params, signer, call } = await signed(c);
      return xml(c, await service.whisper(call, params, signer));
    })
    .post(route(CALL_WEBHOOK_PATHS.notice), async (c) => {
      const { params, signer, call } = await signed(c);
      return xml(c, await service.notice(call, params, signer));
    })
    .post(route(CALL_WEBHOOK_PATHS.recording), async (c) => {
      const { params, signer, call } = await signed(c);
      await service.recorded(call, params, signer);
      return c.body(null, 204);
    });
}
