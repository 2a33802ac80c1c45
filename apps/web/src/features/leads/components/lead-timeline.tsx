import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { LEAD_STATUS_LABELS, isLeadStatus } from '@porchlight/domain/leads/lead-status';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useAddLeadNote } from '../api/add-lead-note';
import { useLogLeadCall } from '../api/log-lead-call';
import { useLeadActivity } from '../api/get-lead-activity';
import { messageOf } from '@/lib/api-client';

const status = (s: string | null) => (isLeadStatus(s) ? LEAD_STATUS_LABELS[s] : 'no status');

function describe(a: LeadActivityResponse): string {
  if (a.kind === 'created') return a.toStatus ? `Lead added as ${status(a.toStatus)}` : 'Lead added';
  if (a.kind === 'status_changed') return `Status changed from ${status(a.fromStatus)} to ${status(a.toStatus)}`;
  if (a.kind === 'call') return 'Call';
  return 'Note';
}

/** Notes, logged calls and the activity timeline (created, status changes), newest first. */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const activity = useLeadActivity(leadId);
  const addNote = useAddLeadNote(leadId);
  const logCall = useLogLeadCall(leadId);
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    addNote.mutate(note.trim(), {
      onSuccess: () => setNote(''),
      onError: (error) => toast.error(messageOf(error, 'The note was not saved')),
    });
  };

  return (
    <div className="grid gap-3">
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={`note-${leadId}`} className="text-sm font-medium">
          Add a note
        </label>
        <Textarea id={`note-${leadId}`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Called, wants a yard, back in touch Friday..." />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" isLoading={addNote.isPending} disabled={!note.trim()}>
            {addNote.isPending ? 'Saving...' : 'Add note'}
          </Button>
          {/* A call (with the note, if any, as what was said) stops the lead's response clock. */}
          <Button
            type="button"
            size="sm"
            variant="outline"
            isLoading={logCall.isPending}
            onClick={() =>
              logCall.mutate(note.trim(), {
                onSuccess: () => {
                  setNote('');
                  toast.success('Call logged');
                },
                onError: (error) => toast.error(messageOf(error, 'The call was not logged')),
              })
            }
          >
            Log call
          </Button>
        </div>
      </form>
      {activity.isPending && (
        <div className="grid gap-2" role="status" aria-label="Loading activity">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      )}
      {activity.isError && (
        <p className="text-sm text-muted-foreground">
          Activity could not be loaded.{' '}
          <button type="button" className="font-medium text-primary underline" onClick={() => activity.refetch()}>
            Retry
          </button>
        </p>
      )}
      {activity.isSuccess && (
        <ol aria-label="Activity" className="grid gap-3 border-l border-border pl-4">
          {activity.data.map((a) => (
            <li key={a.id} className="relative text-sm">
              <span className="absolute -left-[21px] top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
              <p className="font-medium">{describe(a)}</p>
              {a.body && <p className="whitespace-pre-line break-words">{a.body}</p>}
              <p className="text-xs text-muted-foreground">
                <time dateTime={a.createdAt} title={new Date(a.createdAt).toLocaleString('en-US')}>
                  {formatRelativeTime(a.createdAt)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
