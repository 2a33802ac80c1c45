import { Hono } from 'hono';
import { CreateApiKeyRequestSchema } from '@porchlight/domain/public-api/api-keys';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import { API_KEY_NOT_FOUND, type ApiKeysService } from './api-keys.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** /api/settings/api-keys: the agent's keys, behind the session (Settings > API). */
export function apiKeysRoutes(service: ApiKeysService) {
  return new Hono<AppEnv>()
    .get('/settings/api-keys', async (c) => c.json(await service.overview(c.var.user.id)))
    .post('/settings/api-keys', validJson(CreateApiKeyRequestSchema), async (c) =>
      c.json(await service.create(c.var.user.id, c.req.valid('json')), 201),
    )
    .delete('/settings/api-keys/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound(API_KEY_NOT_FOUND);
      await service.revoke(c.var.user.id, id);
      return c.body(null, 204);
    });
}
