import { formatMoney } from '@porchlight/domain/properties/format-price';
import { propertyStatusChip } from '@porchlight/domain/properties/property-status';
import type { PropertyChangeResponse } from '@porchlight/domain/properties/property-schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { usePropertyHistory } from '../api/get-property-history';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const statusLabel = (s: string | null) => propertyStatusChip(s)?.label ?? 'No status';

function describe(change: PropertyChangeResponse): { title: string; detail?: string } {
  if (change.changeType === 'status') return { title: `Status: ${statusLabel(change.previousStatus)} → ${statusLabel(change.status)}` };
  if (change.previousPrice === null) return { title: `Listed at ${formatMoney(change.price)}` };
  const delta = (change.price ?? 0) - change.previousPrice;
  const sign = delta > 0 ? '+' : '−';
  return { title: `Price ${delta < 0 ? 'reduced' : 'raised'} to ${formatMoney(change.price)}`, detail: `${sign}${formatMoney(Math.abs(delta))} from ${formatMoney(change.previousPrice)}` };
}

/** Price history (a row per price change) and status changes, newest first. */
export function PropertyHistory({ propertyId }: { propertyId: string }) {
  const history = usePropertyHistory(propertyId);
  if (history.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading price history">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        Price history could not be loaded.{' '}
        <button type="button" className="font-medium text-primary underline" onClick={() => history.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-muted-foreground">No price changes recorded yet.</p>;
  return (
    <ol className="grid gap-3 border-l border-border pl-4">
      {history.data.map((change) => {
        const { title, detail } = describe(change);
        return (
          <li key={change.id} className="relative text-sm">
            <span className="absolute -left-[21px] top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
            <p className="font-medium">{title}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={change.createdAt}>{day(change.createdAt)}</time>
              {detail && ` · ${detail}`}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
