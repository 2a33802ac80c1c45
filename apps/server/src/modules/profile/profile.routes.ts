import { Hono } from 'hono';
import { UpdateProfileRequestSchema } from '@porchlight/domain/profile/profile-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import { readAvatarUpload } from './avatar-image.ts';
import type { ProfileService } from './profile.service.ts';
import { UUID } from '../../lib/record-id.ts';

export function profileRoutes(service: ProfileService) {
  return new Hono<AppEnv>()
    .get('/profile', async (c) => c.json(await service.get(c.var.user.id)))
    .get('/settings/profile', async (c) => c.json(await service.get(c.var.user.id)))
    .patch('/settings/profile', validJson(UpdateProfileRequestSchema), async (c) => {
      const changes = c.req.valid('json');
      return c.json(await service.update(c.var.user.id, changes));
    })
    .post('/settings/profile/avatar', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) throw new HttpError(400, 'avatar: send the image as multipart/form-data');
      const form = await c.req.formData().catch(() => {
        throw new HttpError(400, 'avatar: the upload could not be read');
      });
      const image = await readAvatarUpload(form.get('avatar'));
      return c.json(await service.setAvatar(c.var.user.id, image));
    })
    .delete('/settings/profile/avatar', async (c) => c.json(await service.removeAvatar(c.var.user.id)))
    .get('/profile/avatar/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new HttpError(404, 'Avatar not found');
      const avatar = await service.getAvatar(c.var.user.id, id);
      // Each upload gets a new id, so the bytes behind an id never change.
      return c.body(new Uint8Array(avatar.bytes), 200, {
        'content-type': avatar.contentType,
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });
}
