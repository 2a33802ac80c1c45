import { z } from 'zod';

/** What a photo may be: the three formats every browser shows (GIF is an avatar's, not a listing's). */
export const PROPERTY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PropertyPhotoType = (typeof PROPERTY_PHOTO_TYPES)[number];
/** The most one upload may weigh, after the browser has resized it. */
export const PROPERTY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The browser scales a photo so its longer side is at most this many pixels before uploading. */
export const PROPERTY_PHOTO_MAX_EDGE = 2048;
/** A listing's gallery, not a photo archive. */
export const PROPERTY_PHOTOS_MAX = 30;

export type PropertyPhotoResponse = {
  id: string;
  /** Where the bytes are served (cached for a year: a photo's bytes never change). */
  url: string;
  position: number;
  /** The first photo is the cover: the table's thumbnail and the property page's large photo. */
  isCover: boolean;
  contentType: PropertyPhotoType;
  byteSize: number;
  createdAt: string;
};
export type PropertyPhotosResponse = { photos: PropertyPhotoResponse[] };

export const ReorderPropertyPhotosRequestSchema = z
  .object({
    photoIds: z
      .array(z.uuid({ error: 'must be photo ids' }), { error: 'must be the list of photo ids in their new order' })
      .min(1, 'must name at least one photo')
      .max(PROPERTY_PHOTOS_MAX, `must name at most ${PROPERTY_PHOTOS_MAX} photos`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not name a photo twice'),
  })
  .strict();
export type ReorderPropertyPhotosRequest = z.infer<typeof ReorderPropertyPhotosRequestSchema>;

export const propertyPhotoUrl = (propertyId: string, photoId: string) => `/api/properties/${propertyId}/photos/${photoId}`;

/** Moves one id to a new index: keyboard and pointer reordering both end here. */
export function movePhoto<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The order after making one photo the cover: it goes first, the others keep their order. */
export function withCoverFirst(ids: readonly string[], coverId: string): string[] {
  return ids.includes(coverId) ? [coverId, ...ids.filter((id) => id !== coverId)] : [...ids];
}
