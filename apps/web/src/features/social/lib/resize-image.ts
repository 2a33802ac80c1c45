import { SOCIAL_IMAGE_MAX_SIDE, SOCIAL_IMAGE_TYPE } from '@porchlight/domain/social/social-images';

/** JPEG quality of a scaled picture: indistinguishable on a phone, a fraction of the bytes. */
const JPEG_QUALITY = 0.85;

/**
 * A picture scaled to at most 2048 px on its longer side, as JPEG (the one format every platform
 * takes). A browser that cannot decode it (or has no canvas) sends the original: the server
 * still checks its type and size.
 */
export async function resizeImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, SOCIAL_IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, SOCIAL_IMAGE_TYPE, JPEG_QUALITY));
  return blob ? new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: SOCIAL_IMAGE_TYPE }) : file;
}
