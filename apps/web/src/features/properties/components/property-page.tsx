import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { daysOnMarket } from '@porchlight/domain/properties/days-on-market';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { RecordBackLink, RecordLoadProblem } from '@/components/ui/record-page-parts';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useDeleteProperties } from '../api/delete-properties';
import { useProperty } from '../api/get-property';
import { useWatchProperty } from '../api/watch-property';
import { PropertyCover } from './property-cover';
import { sourceCodeList, sourceCodesText } from '@porchlight/domain/properties/source-codes';
import { PropertyFieldList } from './property-field-list';
import { PropertyFormDialog } from './property-form-dialog';
import { PropertyHistory } from './property-history';
import { PropertyPageSkeleton } from './property-page-skeleton';
import { PropertyPhotos } from './property-photos';
import { PropertyStatusBadge } from './property-status-badge';

type PropertyPageProps = {
  propertyId: string;
  /** The leads linked to the property: another feature's panel, composed by the route. */
  renderLinkedLeads?: (property: PropertyResponse) => ReactNode;
  /** Who owns it on the team, and "assign to" (the ownership feature's). */
  renderOwner?: (property: PropertyResponse) => ReactNode;
};

const LIST = { href: '/properties', label: 'Properties' };

/** `/properties/:id`: the whole record, its photos, the leads linked to it and its history. */
export function PropertyPage({ propertyId, renderLinkedLeads, renderOwner }: PropertyPageProps) {
  const query = useProperty(propertyId);
  const navigate = useNavigate();
  const watch = useWatchProperty();
  const remove = useDeleteProperties();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  if (query.isPending) return <PropertyPageSkeleton />;
  if (query.isError)
    return (
      <RecordLoadProblem noun="Property" list={LIST} error={query.error} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
    );

  const property = query.data;
  const place = [property.city, property.state, property.zipcode].filter(Boolean).join(', ');
  const days = daysOnMarket(property);
  const toggleWatch = () => {
    const watched = !property.isWatched;
    watch.mutate(
      { id: property.id, watched },
      {
        onSuccess: () => toast.success(watched ? `Watching ${property.address}` : `Stopped watching ${property.address}`),
        onError: (error) => toastErrorUnlessLimitReached(error, 'The watch could not be changed. Please try again.'),
      },
    );
  };
  const confirmDelete = () =>
    remove.mutate([property.id], {
      onSuccess: () => {
        toast.success('Property deleted');
        void navigate('/properties', { replace: true });
      },
      onError: (error) => toast.error('The property could not be deleted', { description: messageOf(error) }),
      onSettled: () => setIsDeleting(false),
    });

  // The codes an MLS export wrote where the import decoded them (issue 50): "Status A → Active".
  const codes = sourceCodeList(property.sourceCodes, property);

  return (
    <article className="grid min-w-0 gap-6">
      <RecordBackLink list={LIST} />
      <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight">{property.address}</h1>
          <p className="text-sm text-muted-foreground">{place || 'No city recorded'}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <span className="text-2xl font-semibold tabular-nums">{formatMoney(property.currentPrice)}</span>
            <PropertyStatusBadge status={property.status} />
            {days !== null && <span className="text-sm text-muted-foreground">{days} days on market</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant={property.isWatched ? 'secondary' : 'outline'} aria-pressed={property.isWatched} onClick={toggleWatch}>
            <Star className={property.isWatched ? 'fill-brand text-brand' : undefined} aria-hidden="true" />
            {property.isWatched ? 'Watching' : 'Watch'}
          </Button>
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setIsDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </header>
      {renderOwner?.(property)}
      <div className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-8">
          <PropertyCover propertyId={property.id} address={property.address} />
          <PropertyPhotos propertyId={property.id} />
          <section aria-labelledby="property-details-title" className="grid gap-4">
            <h2 id="property-details-title" className="text-lg font-semibold">
              Details
            </h2>
            <PropertyFieldList property={property} headingLevel="h3" />
            {codes.length > 0 && (
              <p className="text-sm text-muted-foreground">
                <span className="font-medium">From the import:</span> {sourceCodesText(codes)}
              </p>
            )}
            <p className="text-xs text-muted-foreground">Fields with nothing recorded are not shown: Edit to fill them in.</p>
          </section>
        </div>
        <aside className="grid min-w-0 content-start gap-8" aria-label="Leads and history">
          {renderLinkedLeads?.(property)}
          <section aria-labelledby="property-history-title" className="grid gap-2">
            <h2 id="property-history-title" className="text-lg font-semibold">
              History
            </h2>
            <PropertyHistory propertyId={property.id} />
          </section>
        </aside>
      </div>
      {isEditing && <PropertyFormDialog open onOpenChange={(open) => !open && setIsEditing(false)} property={property} />}
      <DeleteConfirmationDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        itemType="property"
        itemName={property.address}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
