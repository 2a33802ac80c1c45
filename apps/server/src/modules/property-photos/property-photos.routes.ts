import { Hono } from 'hono';
import { ReorderPropertyPhotosRequestSchema } from '@porchlight/domain/properties/property-photos';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import { readPhotoUpload } from './photo-image.ts';
import { PHOTO_NOT_FOUND, PROPERTY_NOT_FOUND, type PropertyPhotosService } from './property-photos.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** A malformed id is a record that does not exist: 404, like another agent's. */
const uuidOr404 = (id: string, message: string) => {
  if (!UUID.test(id)) throw notFound(message);
  return id;
};

/** Matches the upload route, so app.ts can give it the photo-sized body limit. */
export const PROPERTY_PHOTO_UPLOAD_PATH = /^\/api\/properties\/[^/]+\/photos$/;

/** /api/properties/:id/photos: upload, order, cover, delete, and the bytes themselves. */
export function propertyPhotosRoutes(service: PropertyPhotosService) {
  return new Hono<AppEnv>()
    .get('/properties/:id/photos', async (c) => c.json(await service.list(c.var.bookId, uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND))))
    .post('/properties/:id/photos', async (c) => {
      const propertyId = uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND);
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
        throw new HttpError(400, 'photo: send the image as multipart/form-data');
      const form = await c.req.formData().catch(() => {
        throw new HttpError(400, 'photo: the upload could not be read');
      });
      const photo = await readPhotoUpload(form.get('photo'));
      return c.json(await service.add(c.var.bookId, propertyId, photo), 201);
    })
    .put('/properties/:id/photos/order', validJson(ReorderPropertyPhotosRequestSchema), async (c) => {
      const propertyId = uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND);
      const { photoIds } = c.req.valid('json');
      return c.json(await service.reorder(c.var.bookId, propertyId, photoIds));
    })
    .post('/properties/:id/photos/:photoId/cover', async (c) => {
      const propertyId = uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND);
      return c.json(await service.makeCover(c.var.bookId, propertyId, uuidOr404(c.req.param('photoId'), PHOTO_NOT_FOUND)));
    })
    .delete('/properties/:id/photos/:photoId', async (c) => {
      const propertyId = uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND);
      return c.json(await service.remove(c.var.bookId, propertyId, uuidOr404(c.req.param('photoId'), PHOTO_NOT_FOUND)));
    })
    .get('/properties/:id/photos/:photoId', async (c) => {
      const propertyId = uuidOr404(c.req.param('id'), PROPERTY_NOT_FOUND);
      const photo = await service.bytes(c.var.bookId, propertyId, uuidOr404(c.req.param('photoId'), PHOTO_NOT_FOUND));
      // A photo's id is new with each upload, so the bytes behind a URL never change.
      return c.body(new Uint8Array(photo.bytes), 200, {
        'content-type': photo.contentType,
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });
}
