import { Link } from 'react-router';
import type { MarketPropertiesQuery } from '@porchlight/domain/market/market-metrics';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { propertyStatusChip } from '@porchlight/domain/properties/property-status';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useMarketProperties } from '../api/get-market-properties';

export type MarketSelection = { title: string; description: string; query: MarketPropertiesQuery };

type DialogProps = { selection: MarketSelection | null; onClose: () => void };

/** The properties behind a number, each a link to the property in the book. */
export function MarketPropertiesDialog({ selection, onClose }: DialogProps) {
  const list = useMarketProperties(selection?.query ?? null);
  return (
    <Dialog open={selection !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{selection?.title}</DialogTitle>
          <DialogDescription>{selection?.description}</DialogDescription>
        </DialogHeader>
        {list.isPending ? (
          <Skeleton className="h-40 w-full" aria-label="Loading properties" />
        ) : list.isError ? (
          <ErrorState title="Could not load the properties" message={messageOf(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <ul className="divide-y divide-border rounded-md border border-border" aria-label="Properties">
              {list.data.properties.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <Link
                      to={`/properties?id=${p.id}&highlight=true`}
                      className="font-medium text-primary underline-offset-2 hover:underline"
                    >
                      {p.address}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {[
                        propertyStatusChip(p.status)?.label ?? 'No status',
                        p.sqft ? `${p.sqft.toLocaleString('en-US')} sq ft` : null,
                        p.days_on_market !== null ? `${p.days_on_market} days on market` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="text-right tabular-nums">
                    {p.list_price !== null && <p>List {formatMoney(p.list_price)}</p>}
                    {p.sold_price !== null && <p className="text-muted-foreground">Sold {formatMoney(p.sold_price)}</p>}
                  </div>
                </li>
              ))}
            </ul>
            {list.data.total > list.data.properties.length && (
              <p className="text-sm text-muted-foreground">
                Showing {list.data.properties.length} of {list.data.total.toLocaleString('en-US')} properties.
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
