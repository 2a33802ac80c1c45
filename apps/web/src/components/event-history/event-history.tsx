import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { describeEvent } from '@porchlight/domain/events/describe-event';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const fullDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type EventHistoryProps = {
  /** The list's accessible name, e.g. "Property history". */
  label: string;
  history: UseInfiniteQueryResult<InfiniteData<HistoryResponse>>;
};

/** A record's history from the event log: one line per change in words, newest first, paged. */
export function EventHistory({ label, history }: EventHistoryProps) {
  if (history.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        The history could not be loaded.{' '}
        <button type="button" className="font-medium text-primary underline" onClick={() => history.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const events = history.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No changes recorded yet.</p>;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3 border-l border-border pl-4" aria-label={label}>
        {events.map((event) => (
          <li key={event.id} className="relative text-sm">
            <span className="absolute -left-[21px] top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
            <span className="font-medium">{describeEvent(event)}</span>
            <span className="text-muted-foreground">
              {' · '}
              <time dateTime={event.created_at} title={fullDate(event.created_at)}>
                {formatTimeAgo(event.created_at)}
              </time>
            </span>
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'Show earlier changes'}
        </Button>
      )}
    </div>
  );
}
