import { useRef, useState, type ChangeEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ImagePlus, Images } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PROPERTY_PHOTO_TYPES, PROPERTY_PHOTOS_MAX, movePhoto, withCoverFirst } from '@porchlight/domain/properties/property-photos';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useDeletePropertyPhoto } from '../api/delete-property-photo';
import { usePropertyPhotos } from '../api/get-property-photos';
import { useReorderPropertyPhotos } from '../api/reorder-property-photos';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { PHOTO_INSTRUCTIONS, photoAnnouncements } from './photo-announcements';
import { PropertyPhotoTile } from './property-photo-tile';

/** The property page's gallery: add several photos, drag to order them, pick the cover, delete. */
export function PropertyPhotos({ propertyId }: { propertyId: string }) {
  const photos = usePropertyPhotos(propertyId);
  const list = photos.data?.photos ?? [];
  const ids = list.map((p) => p.id);
  const reorder = useReorderPropertyPhotos(propertyId);
  const remove = useDeletePropertyPhoto(propertyId);
  const uploads = usePhotoUploads(propertyId, list.length);
  const inputRef = useRef<HTMLInputElement>(null);
  const [pendingDelete, setPendingDelete] = useState<{ id: string; name: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saveOrder = (next: string[]) =>
    reorder.mutate(next, { onError: (error) => toast.error('The photos could not be reordered', { description: messageOf(error) }) });

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    saveOrder(movePhoto(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // choosing the same files again still fires a change
    if (files.length) void uploads.uploadFiles(files);
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => toast.success('Photo deleted'),
      onError: (error) => toast.error('The photo could not be deleted', { description: messageOf(error) }),
      onSettled: () => setPendingDelete(null),
    });
  };

  const isFull = list.length >= PROPERTY_PHOTOS_MAX;
  const addButton = (
    <Button
      variant="outline"
      onClick={() => inputRef.current?.click()}
      isLoading={uploads.isUploading}
      disabled={isFull || !photos.isSuccess}
    >
      {!uploads.isUploading && <ImagePlus aria-hidden="true" />}
      {uploads.progress ? `Uploading ${uploads.progress.done + 1} of ${uploads.progress.total}...` : 'Add photos'}
    </Button>
  );

  return (
    <section aria-labelledby="property-photos-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="property-photos-title" className="text-lg font-semibold">
            Photos
          </h2>
          <p className="text-xs text-muted-foreground">
            {photos.isSuccess ? `${list.length} of ${PROPERTY_PHOTOS_MAX} · ` : ''}JPEG, PNG or WebP. The first photo is the cover.
          </p>
        </div>
        {addButton}
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={PROPERTY_PHOTO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Photo files"
          onChange={handleFiles}
        />
      </div>
      {uploads.problems.length > 0 && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-destructive/40 p-3 text-sm text-destructive-text"
        >
          <ul className="grid gap-1">
            {uploads.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={uploads.clearProblems}>
            Dismiss
          </Button>
        </div>
      )}
      {photos.isPending && (
        <div role="status" aria-label="Loading photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full" />
          ))}
        </div>
      )}
      {photos.isError && (
        <ErrorState
          title="Photos could not be loaded"
          message={messageOf(photos.error)}
          onRetry={() => photos.refetch()}
          isRetrying={photos.isFetching}
        />
      )}
      {photos.isSuccess && list.length === 0 && (
        <EmptyState
          icon={Images}
          title="No photos yet"
          description="Add photos of the property. The first one is its cover, shown in your properties list."
        />
      )}
      {list.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements: photoAnnouncements(ids), screenReaderInstructions: PHOTO_INSTRUCTIONS }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos, in order">
              {list.map((photo, index) => (
                <PropertyPhotoTile
                  key={photo.id}
                  photo={photo}
                  index={index}
                  total={list.length}
                  isBusy={remove.isPending}
                  onMakeCover={() => saveOrder(withCoverFirst(ids, photo.id))}
                  onDelete={() => setPendingDelete({ id: photo.id, name: `Photo ${index + 1}` })}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <DeleteConfirmationDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        itemType="photo"
        itemName={pendingDelete?.name}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
