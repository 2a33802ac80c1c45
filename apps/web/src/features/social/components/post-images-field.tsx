import { useId } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { SOCIAL_POST_MAX_IMAGES } from '@porchlight/domain/social/post-length';
import type { SocialImageResponse } from '@porchlight/domain/social/social-post-schemas';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useUploadSocialImage } from '../api/upload-social-image';

type PostImagesFieldProps = {
  images: SocialImageResponse[];
  onChange: (images: SocialImageResponse[]) => void;
  propertyPhoto: string | null;
};

/** Up to four pictures, uploaded as soon as they are chosen; the property's photo stands in when there are none. */
export function PostImagesField({ images, onChange, propertyPhoto }: PostImagesFieldProps) {
  const inputId = useId();
  const upload = useUploadSocialImage();
  const room = SOCIAL_POST_MAX_IMAGES - images.length;

  async function handleFiles(files: FileList | null) {
    const chosen = Array.from(files ?? []).slice(0, room);
    if ((files?.length ?? 0) > room) toast.info(`A post takes at most ${SOCIAL_POST_MAX_IMAGES} pictures.`);
    let next = images;
    for (const file of chosen) {
      try {
        next = [...next, await upload.mutateAsync(file)];
        onChange(next);
      } catch (error) {
        toast.error(`${file.name} could not be added: ${messageOf(error)}`);
      }
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {images.map((image, i) => (
          <div key={image.id} className="relative size-20 overflow-hidden rounded-md border border-border">
            <img src={image.url} alt={`Picture ${i + 1}`} className="size-full object-cover" />
            <button
              type="button"
              className="absolute right-1 top-1 rounded-full bg-background/90 p-0.5 shadow focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={`Remove picture ${i + 1}`}
              onClick={() => onChange(images.filter((x) => x.id !== image.id))}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        ))}
        {images.length === 0 && propertyPhoto && (
          <figure className="flex items-center gap-2 text-xs text-muted-foreground">
            <img src={propertyPhoto} alt="The property's photo" className="size-20 rounded-md border border-border object-cover" />
            <figcaption>The property&apos;s photo goes with the post.</figcaption>
          </figure>
        )}
        {room > 0 && (
          <label
            htmlFor={inputId}
            className="flex h-20 cursor-pointer items-center gap-2 rounded-md border border-dashed border-border px-3 text-sm text-muted-foreground hover:bg-accent focus-within:outline-2 focus-within:outline-ring"
          >
            {upload.isPending ? <Spinner className="size-4" /> : <ImagePlus className="size-4" aria-hidden="true" />}
            {upload.isPending ? 'Adding...' : 'Add pictures'}
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => void handleFiles(e.target.files).finally(() => (e.target.value = ''))}
            />
          </label>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Up to {SOCIAL_POST_MAX_IMAGES} pictures. Instagram needs one; X posts go without them.
      </p>
    </div>
  );
}
