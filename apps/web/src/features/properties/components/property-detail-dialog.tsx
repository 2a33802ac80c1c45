import { ExternalLink, Pencil, Star, Trash2 } from 'lucide-react';
import { daysOnMarket } from '@porchlight/domain/properties/days-on-market';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { PROPERTY_FIELDS, PROPERTY_FIELD_GROUPS, type PropertyField } from '@porchlight/domain/properties/property-fields';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { propertyTypeLabel } from '@porchlight/domain/properties/property-types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useProperty } from '../api/get-property';
import { PropertyHistory } from './property-history';
import { PropertyStatusBadge } from './property-status-badge';

const SHOWN_IN_HEADER = new Set(['address', 'currentPrice', 'status']);

function display(field: PropertyField, value: unknown) {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'dollars':
      return formatMoney(value as number);
    case 'cents':
      return `$${(value as number).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'list':
      return (value as string[]).join(', ');
    case 'int':
      return (value as number).toLocaleString('en-US', { useGrouping: field.key !== 'yearBuilt' });
    case 'url':
      return (
        <a href={value as string} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 break-all text-primary underline">
          Open <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      );
    default:
      return field.key === 'propertyType' ? propertyTypeLabel(value as string) : String(value);
  }
}

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
            <DialogDescription>{notFound ? 'It may have been deleted, or the link is for another account.' : query.error.message}</DialogDescription>
            {!notFound && <ErrorState title="Property could not be loaded" onRetry={() => query.refetch()} isRetrying={query.isFetching} />}
          </>
        )}
        {property && (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle className="text-xl">{property.address}</DialogTitle>
              <DialogDescription>{[property.city, property.state, property.zipcode].filter(Boolean).join(', ') || 'No city recorded'}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-2xl font-semibold tabular-nums">{formatMoney(property.currentPrice)}</span>
              <PropertyStatusBadge status={property.status} />
              {daysOnMarket(property) !== null && <span className="text-sm text-muted-foreground">{daysOnMarket(property)} days on market</span>}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant={property.isWatched ? 'secondary' : 'outline'} aria-pressed={property.isWatched} onClick={() => onToggleWatch(property)}>
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
            </div>
            <section aria-labelledby="property-history-title" className="grid gap-2">
              <h3 id="property-history-title" className="text-sm font-semibold">
                History
              </h3>
              <PropertyHistory propertyId={property.id} />
            </section>
            {PROPERTY_FIELD_GROUPS.map((group) => {
              const rows = PROPERTY_FIELDS.filter((f) => f.group === group.id && !SHOWN_IN_HEADER.has(f.key))
                .map((f) => ({ field: f, value: display(f, property[f.key as keyof PropertyResponse]) }))
                .filter((r) => r.value !== null);
              if (rows.length === 0) return null;
              return (
                <section key={group.id} className="grid gap-2">
                  <h3 className="text-sm font-semibold">{group.label}</h3>
                  <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                    {rows.map(({ field, value }) => (
                      <div key={field.key} className={field.kind === 'longText' ? 'sm:col-span-2' : undefined}>
                        <dt className="text-xs text-muted-foreground">{field.label}</dt>
                        <dd className="whitespace-pre-line break-words">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              );
            })}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
