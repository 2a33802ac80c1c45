import { useState, type FormEvent, type ReactNode } from 'react';
import { Phone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { FEED_FILTERS, FEED_FILTER_LABELS, leadFeed, type FeedFilter } from '@porchlight/domain/leads/lead-feed';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { useAddLeadNote } from '../api/add-lead-note';
import { useLeadActivity } from '../api/get-lead-activity';
import { useLeadHistory } from '../api/get-lead-history';

const EMPTY: Record<FeedFilter, string> = {
  all: 'Nothing yet.',
  notes: 'No notes yet.',
  calls: 'No calls logged yet.',
  changes: 'No changes yet.',
};

/**
 * The lead's one timeline: notes, logged calls, its status and every other change, newest first,
 * with a note box on top and filters to narrow it. `onLogCall` opens the page's call log;
 * `renderCallDetails` adds to a call through Porchlight (its recording, composed by the route).
 */
export function LeadTimeline({
  leadId,
  onLogCall,
  renderCallDetails,
}: {
  leadId: string;
  onLogCall: () => void;
  renderCallDetails?: (leadId: string, callId: string) => ReactNode;
}) {
  const activity = useLeadActivity(leadId);
  const history = useLeadHistory(leadId);
  const addNote = useAddLeadNote(leadId);
  const [note, setNote] = useState('');
  const [filter, setFilter] = useState<FeedFilter>('all');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    addNote.mutate(note.trim(), {
      onSuccess: () => setNote(''),
      onError: (error) => toast.error(messageOf(error, 'The note was not saved')),
    });
  };

  const isPending = activity.isPending || history.isPending;
  const isError = activity.isError || history.isError;
  const retry = () => void Promise.all([activity.isError && activity.refetch(), history.isError && history.refetch()]);
  const feed = activity.isSuccess ? leadFeed(activity.data, history.data?.pages.flatMap((p) => p.events) ?? [], filter) : [];

  return (
    <div className="grid gap-3">
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={`note-${leadId}`} className="text-sm font-medium">
          Add a note
        </label>
        <Textarea
          id={`note-${leadId}`}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Wants a yard, back in touch Friday..."
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" isLoading={addNote.isPending} disabled={!note.trim()}>
            {addNote.isPending ? 'Saving...' : 'Add note'}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onLogCall}>
            <Phone aria-hidden="true" />
            Log call
          </Button>
        </div>
      </form>
      <div role="group" aria-label="Show" className="flex flex-wrap gap-1">
        {FEED_FILTERS.map((f) => (
          <Button
            key={f}
            type="button"
            size="sm"
            variant={filter === f ? 'secondary' : 'ghost'}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {FEED_FILTER_LABELS[f]}
          </Button>
        ))}
      </div>
      {isPending && !isError && (
        <div className="grid gap-2" role="status" aria-label="Loading activity">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      )}
      {isError && (
        <p className="text-sm text-muted-foreground">
          The timeline could not be loaded.{' '}
          <button type="button" className="font-medium text-primary underline" onClick={retry}>
            Retry
          </button>
        </p>
      )}
      {!isPending && !isError && feed.length === 0 && <p className="text-sm text-muted-foreground">{EMPTY[filter]}</p>}
      {!isPending && !isError && feed.length > 0 && (
        <ol aria-label="Activity" className="grid gap-3 border-l border-border pl-4">
          {feed.map((item) => (
            <li key={item.id} className="relative text-sm">
              <span className="absolute -left-[21px] top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
              <p className="font-medium">{item.title}</p>
              {item.body && <p className="whitespace-pre-line break-words">{item.body}</p>}
              {item.callId && renderCallDetails?.(leadId, item.callId)}
              <p className="text-xs text-muted-foreground">
                <time dateTime={item.at} title={new Date(item.at).toLocaleString('en-US')}>
                  {formatRelativeTime(item.at)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {history.hasNextPage && filter !== 'notes' && filter !== 'calls' && (
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
