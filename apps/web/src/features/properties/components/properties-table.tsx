import { TruncatedText } from '@/components/ui/truncated-text';
import { useMemo } from 'react';
import { Star } from 'lucide-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { daysOnMarket } from '@porchlight/domain/properties/days-on-market';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import type { PropertyListItem } from '@porchlight/domain/properties/property-list-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableSort, type DataTableSortRequest } from '@/components/ui/data-table';
import { PropertyStatusBadge } from './property-status-badge';
import { PropertyThumbnail } from './property-thumbnail';

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));
const place = (p: PropertyListItem) => [p.city, p.state, p.zipcode].filter(Boolean).join(', ');
const propertyAddress = (p: PropertyListItem) => p.address;

function WatchToggle({ property, onToggle }: { property: PropertyListItem; onToggle: (p: PropertyListItem) => void }) {
  return (
    <button
      type="button"
      aria-pressed={property.isWatched}
      aria-label={property.isWatched ? `Stop watching ${property.address}` : `Watch ${property.address}`}
      title={property.isWatched ? 'Watching: price and status changes alert you' : 'Watch for price and status changes'}
      className="rounded p-1 text-muted-foreground hover:text-foreground"
      onClick={(e) => {
        e.stopPropagation();
        onToggle(property);
      }}
    >
      <Star className={property.isWatched ? 'size-4 fill-brand text-brand' : 'size-4'} aria-hidden="true" />
    </button>
  );
}

type PropertiesTableProps = {
  properties: PropertyListItem[];
  sort: DataTableSort;
  onSortChange: (sort: DataTableSortRequest) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  onOpen: (property: PropertyListItem) => void;
  onToggleWatch: (property: PropertyListItem) => void;
  highlightId: string | null;
};

export function PropertiesTable({ properties, onToggleWatch, onOpen, ...rest }: PropertiesTableProps) {
  const columns = useMemo<DataTableColumn<PropertyListItem>[]>(
    () => [
      {
        id: 'address',
        header: 'Address',
        sortable: true,
        // A long address is cut with an ellipsis (the whole of it on hover) rather than widening the table past 1280 px.
        className: 'min-w-56',
        cell: (p) => (
          <div className="flex items-center gap-2">
            <WatchToggle property={p} onToggle={onToggleWatch} />
            <PropertyThumbnail url={p.coverPhotoUrl} />
            {/* A table cell ignores max-width: the text box carries it, so the cell cannot grow past it. */}
            <div className="min-w-0 max-w-72">
              {/* The address opens the property's page; the rest of the row opens the quick view. */}
              <Link
                to={`/properties/${p.id}`}
                className="block truncate font-medium hover:underline"
                title={p.address}
                onClick={(e) => e.stopPropagation()}
              >
                {p.address}
              </Link>
              {place(p) && (
                <div className="truncate text-xs text-muted-foreground" title={place(p)}>
                  {place(p)}
                </div>
              )}
            </div>
          </div>
        ),
      },
      {
        id: 'currentPrice',
        header: 'Price',
        sortable: true,
        className: 'text-right tabular-nums',
        cell: (p) => formatMoney(p.currentPrice),
      },
      { id: 'bedrooms', header: 'Beds', sortable: true, className: 'text-right tabular-nums', cell: (p) => count(p.bedrooms) },
      { id: 'bathrooms', header: 'Baths', sortable: true, className: 'text-right tabular-nums', cell: (p) => count(p.bathrooms) },
      { id: 'sqft', header: 'Sq ft', sortable: true, className: 'text-right tabular-nums', cell: (p) => count(p.sqft ?? p.squareFeet) },
      { id: 'status', header: 'Status', sortable: true, cell: (p) => <PropertyStatusBadge status={p.status} /> },
      {
        id: 'daysOnMarket',
        header: 'Days on market',
        sortable: true,
        className: 'text-right tabular-nums',
        cell: (p) => count(daysOnMarket(p)),
      },
      { id: 'agentName', header: 'Agent', sortable: true, cell: (p) => <TruncatedText text={p.agentName} /> },
    ],
    [onToggleWatch],
  );

  return (
    <DataTable
      label="Properties"
      rows={properties}
      columns={columns}
      rowLabel={propertyAddress}
      onOpenRow={onOpen}
      renderCard={(p) => (
        <div className="flex gap-3">
          <PropertyThumbnail url={p.coverPhotoUrl} className="size-14" />
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{p.address}</span>
              <PropertyStatusBadge status={p.status} />
            </div>
            {place(p) && <span className="text-xs text-muted-foreground">{place(p)}</span>}
            <span className="text-sm">
              <span className="font-semibold">{formatMoney(p.currentPrice)}</span>
              <span className="text-muted-foreground">
                {' · '}
                {count(p.bedrooms)} bd · {count(p.bathrooms)} ba · {count(p.sqft ?? p.squareFeet)} sq ft
              </span>
            </span>
          </div>
        </div>
      )}
      {...rest}
    />
  );
}
