import { usePropertyPhotos } from '../api/get-property-photos';
import { withBook } from '@/lib/book';

/** The cover photo, large, at the top of the property page; nothing while there is none (the gallery says so). */
export function PropertyCover({ propertyId, address }: { propertyId: string; address: string }) {
  const photos = usePropertyPhotos(propertyId);
  const cover = photos.data?.photos[0];
  if (!cover) return null;
  return (
    <img
      src={withBook(cover.url)}
      alt={`${address}: cover photo`}
      className="aspect-video w-full rounded-lg border bg-muted object-cover"
      decoding="async"
    />
  );
}
