import { Link } from 'react-router';
import { ExternalLink, Pencil, Star, Trash2 } from 'lucide-react';
import { daysOnMarket } from '@porchlight/domain/properties/days-on-market';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useProperty } from '../api/get-property';
import { PropertyFieldList } from './property-field-list';
import { PropertyHistory } from './property-history';
import { PropertyStatusBadge } from './property-status-badge';

type PropertyDetailDialogProps = {
  propertyId: string | null;
  /** The row from the list, shown at once while the full record loads. */
  initial?: PropertyResponse;
  onClose: () => void;
  onEdit: (property: PropertyResponse) => void;
  onDelete: (property: PropertyResponse) => void;
  onToggleWatch: (property: PropertyResponse) => void;
};

export function PropertyDetailDialog({ propertyId, initial, onClose, onEdit, onDelete, onToggleWatch }: PropertyDetailDialogProps) {
  const query = useProperty(propertyId);
  const property = query.data ?? initial;
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;

  return (
    <Dialog open={Boolean(propertyId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {!property && query.isPending && (
          <div className="grid gap-3" role="status" aria-label="Loading property">
            <DialogTitle className="sr-only">Loading property</DialogTitle>
            <DialogDescription className="sr-only">The property is loading.</DialogDescription>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {!property && query.isError && (
          <>
            <DialogTitle>{notFound ? 'Property not found' : 'Property could not be loaded'}</DialogTitle>
            <DialogDescription>
              {notFound ? 'It may have been deleted, or the link is for another account.' : query.error.message}
            </DialogDescription>
            {!notFound && <ErrorState title="Property could not be loaded" onRetry={() => query.refetch()} isRetrying={query.isFetching} />}
          </>
        )}
        {property && (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle className="text-xl">{property.address}</DialogTitle>
              <DialogDescription>
                {[property.city, property.state, property.zipcode].filter(Boolean).join(', ') || 'No city recorded'}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-2xl font-semibold tabular-nums">{formatMoney(property.currentPrice)}</span>
              <PropertyStatusBadge status={property.status} />
              {daysOnMarket(property) !== null && (
                <span className="text-sm text-muted-foreground">{daysOnMarket(property)} days on market</span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant={property.isWatched ? 'secondary' : 'outline'}
                aria-pressed={property.isWatched}
                onClick={() => onToggleWatch(property)}
              >
                <Star className={property.isWatched ? 'fill-brand text-brand' : undefined} aria-hidden="true" />
                {property.isWatched ? 'Watching' : 'Watch'}
              </Button>
              <Button variant="outline" onClick={() => onEdit(property)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="outline" className="text-destructive" onClick={() => onDelete(property)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
              <Button variant="outline" asChild>
                <Link to={`/properties/${property.id}`}>
                  <ExternalLink aria-hidden="true" />
                  Open page
                </Link>
              </Button>
            </div>
            <section aria-labelledby="property-history-title" className="grid gap-2">
              <h3 id="property-history-title" className="text-sm font-semibold">
                History
              </h3>
              <PropertyHistory propertyId={property.id} />
            </section>
            <PropertyFieldList property={property} headingLevel="h3" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
