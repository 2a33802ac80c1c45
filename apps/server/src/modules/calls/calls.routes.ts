import { Hono } from 'hono';
import {
  CallSettingsRequestSchema,
  CallsQuerySchema,
  StartCallRequestSchema,
  UpdateCallRequestSchema,
} from '@porchlight/domain/calls/call-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import type { CallsService } from './calls.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Not a call's id: no call of this account (404, like another account's). */
const callId = (id: string) => {
  if (!UUID.test(id)) throw new HttpError(404, 'Call not found');
  return id;
};

/** What the player may read of Twilio's answer: the audio and where it is in it, nothing else. */
const AUDIO_HEADERS = ['content-type', 'content-length', 'content-range'] as const;

/** Click to call, a lead's calls, the note after a call, recordings, and the calls settings (issue 52). */
export function callsRoutes(calls: CallsService) {
  return (
    new Hono<AppEnv>()
      .get('/calls/settings', async (c) => c.json(await calls.readiness(c.var.user.id)))
      .get('/calls/stats', async (c) => c.json(await calls.stats(c.var.user.id)))
      .put('/calls/settings', validJson(CallSettingsRequestSchema), async (c) =>
        c.json(await calls.saveSettings(c.var.user.id, c.req.valid('json'))),
      )
      .get('/calls', validQuery(CallsQuerySchema), async (c) => c.json(await calls.list(c.var.user.id, c.req.valid('query').lead_id)))
      .post('/calls', validJson(StartCallRequestSchema), async (c) => c.json(await calls.start(c.var.user.id, c.req.valid('json')), 201))
      .get('/calls/:id', async (c) => c.json(await calls.get(c.var.user.id, callId(c.req.param('id')))))
      // The recording streams through here, asked of Twilio with the account's credentials, so
      // neither they nor Twilio's address reach the browser (decision 068). Range passes through
      // for seeking; nothing is cached, so a recording deleted is gone from here at once.
      .get('/calls/:id/recording', async (c) => {
        const audio = await calls.recordingAudio(c.var.user.id, callId(c.req.param('id')), c.req.header('range'));
        const headers = new Headers({ 'cache-control': 'private, no-store', 'accept-ranges': 'bytes', 'content-type': 'audio/mpeg' });
        for (const name of AUDIO_HEADERS) {
          const value = audio.headers.get(name);
          if (value) headers.set(name, value);
        }
        return new Response(audio.body, { status: audio.status === 206 ? 206 : 200, headers });
      })
      .patch('/calls/:id', validJson(UpdateCallRequestSchema), async (c) =>
        c.json(await calls.update(c.var.user.id, callId(c.req.param('id')), c.req.valid('json'))),
      )
  );
}
