import { AVATAR_MAX_BYTES, type AvatarType } from '@porchlight/domain/profile/profile-schemas';
import { readImageUpload } from '../../lib/image-upload.ts';

export function readAvatarUpload(file: unknown): Promise<{ contentType: AvatarType; bytes: Buffer }> {
  return readImageUpload(file, 'avatar', AVATAR_MAX_BYTES);
}
