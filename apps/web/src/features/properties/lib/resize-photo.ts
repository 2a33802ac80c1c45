import { PROPERTY_PHOTO_MAX_EDGE } from '@porchlight/domain/properties/property-photos';

/** The size a photo is drawn at: its longer side at most `maxEdge`, never enlarged. */
export function fittedSize(width: number, height: number, maxEdge = PROPERTY_PHOTO_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Scales a photo down in the browser before it is sent: the server keeps bytes, it has no image
 * library, and a listing never needs a 4,000-pixel original. A photo already small enough (or a
 * browser that cannot decode it) is sent as it is; the server still checks type and size.
 */
export async function resizePhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  if (width === bitmap.width && height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  // PNG stays PNG (it may hold a floor plan's sharp lines); photos become JPEG at 85%.
  const type = file.type === 'image/png' ? 'image/png' : file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  return blob ?? file;
}
