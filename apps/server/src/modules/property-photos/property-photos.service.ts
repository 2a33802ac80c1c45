import { PROPERTY_PHOTOS_MAX, propertyPhotoUrl, type PropertyPhotosResponse } from '@porchlight/domain/properties/property-photos';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { PhotoUpload } from './photo-image.ts';
import type { PhotoRow, PropertyPhotosRepository } from './property-photos.repository.ts';

export const PROPERTY_NOT_FOUND = 'Property not found';
export const PHOTO_NOT_FOUND = 'Photo not found';

const toResponse = (rows: PhotoRow[]): PropertyPhotosResponse => ({
  photos: rows.map((row, index) => ({
    id: row.id,
    url: propertyPhotoUrl(row.propertyId, row.id),
    position: index,
    isCover: index === 0,
    contentType: row.contentType,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
  })),
});

/** A property's gallery: every answer is the whole gallery in order, so the page never guesses. */
export function createPropertyPhotosService(repo: PropertyPhotosRepository) {
  async function list(userId: string, propertyId: string): Promise<PropertyPhotosResponse> {
    if (!(await repo.propertyExists(userId, propertyId))) throw notFound(PROPERTY_NOT_FOUND);
    return toResponse(await repo.list(userId, propertyId));
  }

  async function reorder(userId: string, propertyId: string, photoIds: string[]): Promise<PropertyPhotosResponse> {
    const result = await repo.reorder(userId, propertyId, photoIds);
    if (result === 'missing') throw notFound(PROPERTY_NOT_FOUND);
    if (result === 'mismatch')
      throw new HttpError(400, "photoIds: must list each of this property's photos exactly once (reload the page and try again)");
    return list(userId, propertyId);
  }

  return {
    list,
    reorder,

    async add(userId: string, propertyId: string, photo: PhotoUpload): Promise<PropertyPhotosResponse> {
      const result = await repo.add(userId, propertyId, photo, PROPERTY_PHOTOS_MAX);
      if (result === 'missing') throw notFound(PROPERTY_NOT_FOUND);
      if (result === 'full')
        throw new HttpError(409, `photo: a property holds at most ${PROPERTY_PHOTOS_MAX} photos; delete one to add another`);
      return list(userId, propertyId);
    },

    /** The cover is the first photo: choosing one moves it to the front, the rest keep their order. */
    async makeCover(userId: string, propertyId: string, photoId: string): Promise<PropertyPhotosResponse> {
      const current = await list(userId, propertyId);
      const ids = current.photos.map((p) => p.id);
      if (!ids.includes(photoId)) throw notFound(PHOTO_NOT_FOUND);
      return reorder(userId, propertyId, [photoId, ...ids.filter((id) => id !== photoId)]);
    },

    async remove(userId: string, propertyId: string, photoId: string): Promise<PropertyPhotosResponse> {
      await list(userId, propertyId);
      if (!(await repo.remove(userId, propertyId, photoId))) throw notFound(PHOTO_NOT_FOUND);
      return list(userId, propertyId);
    },

    async bytes(userId: string, propertyId: string, photoId: string) {
      const photo = await repo.findBytes(userId, propertyId, photoId);
      if (!photo) throw notFound(PHOTO_NOT_FOUND);
      return photo;
    },
  };
}
export type PropertyPhotosService = ReturnType<typeof createPropertyPhotosService>;
