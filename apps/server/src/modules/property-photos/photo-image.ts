import { PROPERTY_PHOTO_MAX_BYTES, type PropertyPhotoType } from '@porchlight/domain/properties/property-photos';
import { HttpError } from '../../lib/http-errors.ts';

// As for avatars, the first bytes decide what the file really is, not its declared type.
const SIGNATURES: { type: PropertyPhotoType; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
];

export type PhotoUpload = { contentType: PropertyPhotoType; bytes: Buffer };

export async function readPhotoUpload(file: unknown): Promise<PhotoUpload> {
  if (!(file instanceof File)) throw new HttpError(400, 'photo: attach an image file in the "photo" field');
  if (file.size === 0) throw new HttpError(400, 'photo: the file is empty');
  if (file.size > PROPERTY_PHOTO_MAX_BYTES)
    throw new HttpError(413, `photo: a photo must be at most ${PROPERTY_PHOTO_MAX_BYTES / (1024 * 1024)} MB`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = SIGNATURES.find((s) => s.matches(bytes));
  if (!detected) throw new HttpError(400, 'photo: use a JPEG, PNG or WebP image');
  return { contentType: detected.type, bytes };
}
