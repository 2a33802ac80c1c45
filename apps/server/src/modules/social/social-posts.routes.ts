import { Hono } from 'hono';
import { SaveSocialPostRequestSchema } from '@porchlight/domain/social/social-post-schemas';
import { SOCIAL_IMAGE_MAX_BYTES } from '@porchlight/domain/social/social-images';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { readImageUpload } from '../../lib/image-upload.ts';
import { validJson } from '../../lib/validate.ts';
import type { SocialPostsService } from './social-posts.service.ts';
import { UUID } from '../../lib/record-id.ts';

export const SOCIAL_IMAGES_PATH = '/api/social/images';

/** An id in the address that is not an id is simply not found (never a database error). */
function idParam(value: string, what: string) {
  if (!UUID.test(value)) throw notFound(`${what} not found`);
  return value;
}

/** The feed and the composer: /api/social/posts and the post's pictures. */
export function socialPostsRoutes(service: SocialPostsService) {
  return new Hono<AppEnv>()
    .get('/social/posts', async (c) => c.json(await service.list(c.var.user.id)))
    .post('/social/posts', validJson(SaveSocialPostRequestSchema), async (c) =>
      c.json(await service.create(c.var.user.id, c.req.valid('json')), 201),
    )
    .get('/social/posts/:id', async (c) => c.json(await service.get(c.var.user.id, idParam(c.req.param('id'), 'Social post'))))
    .put('/social/posts/:id', validJson(SaveSocialPostRequestSchema), async (c) => {
      const id = idParam(c.req.param('id'), 'Social post');
      return c.json(await service.update(c.var.user.id, id, c.req.valid('json')));
    })
    .delete('/social/posts/:id', async (c) => {
      await service.remove(c.var.user.id, idParam(c.req.param('id'), 'Social post'));
      return c.json({ success: true });
    })
    .post('/social/posts/:id/results/:resultId/retry', async (c) =>
      c.json(
        await service.retry(
          c.var.user.id,
          idParam(c.req.param('id'), 'Social post'),
          idParam(c.req.param('resultId'), 'Social post result'),
        ),
      ),
    )
    .post('/social/images', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) throw new HttpError(400, 'image: send the picture as multipart/form-data');
      const form = await c.req.formData().catch(() => {
        throw new HttpError(400, 'image: the upload could not be read');
      });
      return c.json(await service.saveImage(c.var.user.id, await readImageUpload(form.get('image'), 'image', SOCIAL_IMAGE_MAX_BYTES)), 201);
    });
}

/** Public: a post's picture at its signed address, for the platforms that fetch it (and the app's pages). */
export function socialMediaRoutes(service: SocialPostsService) {
  return new Hono<AppEnv>().get('/social/media/:id/:signature', async (c) => {
    const image = await service.image(idParam(c.req.param('id'), 'Picture'), c.req.param('signature'));
    return c.body(new Uint8Array(image.bytes), 200, {
      'content-type': image.contentType,
      // A picture's bytes never change under its id.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}
