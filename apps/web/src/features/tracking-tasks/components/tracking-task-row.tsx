import { AlertTriangle, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { LISTING_CHECK_HOURS, type TrackingTaskResponse } from '@porchlight/domain/automations/tracking-tasks';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useDeleteTrackingTask, useUpdateTrackingTask } from '../api/tracking-tasks';

const STATUS_LABELS = { active: 'Active', paused: 'Paused', done: 'Done' } as const;

/** "Read every 6 hours · $435,000 · Pending" (what the page said last), or that it was not read yet. */
function listingSummary(task: TrackingTaskResponse) {
  const said = [task.listing_price !== null ? `$${task.listing_price.toLocaleString('en-US')}` : '', task.listing_status ?? '']
    .filter(Boolean)
    .join(' · ');
  return `Read every ${LISTING_CHECK_HOURS} hours${said ? ` · ${said}` : task.last_error ? '' : ' · first reading soon'}`;
}

/** One tracking task: what it watches, its last run, pause/resume and delete. */
export function TaskRow({ task }: { task: TrackingTaskResponse }) {
  const update = useUpdateTrackingTask();
  const remove = useDeleteTrackingTask();
  const setStatus = (status: 'active' | 'paused') =>
    update.mutate({ id: task.id, status }, { onError: (e) => toastErrorUnlessLimitReached(e, messageOf(e)) });
  const last = task.executions[0];
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border bg-card px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{task.title}</p>
        <p className="text-sm text-muted-foreground">
          {task.kind === 'follow_up' && task.due_at
            ? `Due ${new Date(task.due_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`
            : task.kind === 'watch_listing'
              ? listingSummary(task)
              : 'Runs on each price or status change'}
          {last ? ` · Last: ${last.detail} (${formatRelativeTime(last.at)})` : ''}
        </p>
        {task.kind === 'watch_listing' && task.url && (
          <a
            className="block truncate text-sm text-primary underline-offset-4 hover:underline"
            href={task.url}
            target="_blank"
            rel="noreferrer noopener"
          >
            {task.url}
          </a>
        )}
        {task.last_error && (
          <p role="alert" className="mt-1 flex items-start gap-1 text-sm text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {task.last_error}. We try again every {LISTING_CHECK_HOURS} hours; check the address or delete the task.
          </p>
        )}
      </div>
      <Badge variant={task.status === 'active' ? 'default' : 'secondary'}>{STATUS_LABELS[task.status]}</Badge>
      {task.status === 'active' ? (
        <Button size="sm" variant="outline" isLoading={update.isPending} onClick={() => setStatus('paused')}>
          Pause
        </Button>
      ) : task.status === 'paused' ? (
        <Button size="sm" variant="outline" isLoading={update.isPending} onClick={() => setStatus('active')}>
          Resume
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${task.title}`}
        isLoading={remove.isPending}
        onClick={() => remove.mutate(task.id, { onError: (e) => toast.error(messageOf(e)) })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
