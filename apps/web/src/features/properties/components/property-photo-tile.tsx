import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, ImageUp, Trash2 } from 'lucide-react';
import type { PropertyPhotoResponse } from '@porchlight/domain/properties/property-photos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { withBook } from '@/lib/book';

type PropertyPhotoTileProps = {
  photo: PropertyPhotoResponse;
  index: number;
  total: number;
  onMakeCover: () => void;
  onDelete: () => void;
  isBusy: boolean;
};

/** One photo of the gallery: drag it by its grip (or Space and the arrow keys), make it the cover, delete it. */
export function PropertyPhotoTile({ photo, index, total, onMakeCover, onDelete, isBusy }: PropertyPhotoTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const name = `Photo ${index + 1} of ${total}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('group relative overflow-hidden rounded-lg border bg-card', isDragging && 'z-10 opacity-80 shadow-lg')}
      aria-label={photo.isCover ? `${name}, cover` : name}
    >
      <img
        src={withBook(photo.url)}
        alt={photo.isCover ? `${name} (cover)` : name}
        className="aspect-[4/3] w-full object-cover"
        loading="lazy"
        decoding="async"
      />
      {photo.isCover && <Badge className="absolute left-2 top-2 shadow">Cover</Badge>}
      <div className="flex items-center gap-1 border-t p-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="flex size-9 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`Move ${name.toLowerCase()}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <div className="ml-auto flex items-center gap-1">
          {!photo.isCover && (
            <Button variant="ghost" size="sm" onClick={onMakeCover} disabled={isBusy} aria-label={`Make ${name.toLowerCase()} the cover`}>
              <ImageUp aria-hidden="true" />
              <span className="hidden sm:inline">Make cover</span>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            onClick={onDelete}
            disabled={isBusy}
            aria-label={`Delete ${name.toLowerCase()}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
