import { AVATAR_TYPES, type AvatarType } from '@porchlight/domain/profile/profile-schemas';
import { HttpError } from './http-errors.ts';

// A declared Content-Type proves nothing: the first bytes decide what the image really is.
const SIGNATURES: { type: AvatarType; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => b.subarray(0, 6).toString('ascii') === 'GIF87a' || b.subarray(0, 6).toString('ascii') === 'GIF89a' },
  { type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
];

/** An uploaded picture (a form's File), checked by its bytes; errors name the form field. */
export async function readImageUpload(file: unknown, field: string, maxBytes: number): Promise<{ contentType: AvatarType; bytes: Buffer }> {
  if (!(file instanceof File)) throw new HttpError(400, `${field}: attach an image file in the "${field}" field`);
  if (file.size === 0) throw new HttpError(400, `${field}: the file is empty`);
  if (file.size > maxBytes) throw new HttpError(413, `${field}: the image must be at most ${maxBytes / (1024 * 1024)} MB`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = SIGNATURES.find((s) => s.matches(bytes));
  if (!detected) throw new HttpError(400, `${field}: use a PNG, JPEG, WebP or GIF image (${AVATAR_TYPES.join(', ')})`);
  return { contentType: detected.type, bytes };
}
